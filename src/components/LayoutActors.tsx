import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { toastMachine } from '../../machines/toast.machine';
import { appMobileMenuMachine } from '../actors/mobileMenu';
import { inspect } from '../inspector';

interface LayoutActors {
  menu: ActorRefFrom<typeof appMobileMenuMachine>;
  toast: ActorRefFrom<typeof toastMachine>;
}

const LayoutActorsContext = createContext<LayoutActors | null>(null);

/** Actors shared across the frame: the mobile menu (header + inert page) and the toast (form + toaster). */
export function LayoutActorsProvider({ children }: { children: ReactNode }) {
  const menu = useActorRef(appMobileMenuMachine, { inspect });
  const toast = useActorRef(toastMachine, { inspect });
  return <LayoutActorsContext.Provider value={{ menu, toast }}>{children}</LayoutActorsContext.Provider>;
}

function useLayoutActors(): LayoutActors {
  const actors = useContext(LayoutActorsContext);
  if (!actors) throw new Error('LayoutActorsProvider is missing');
  return actors;
}

export const useMenuActor = () => useLayoutActors().menu;
export const useToastActor = () => useLayoutActors().toast;
