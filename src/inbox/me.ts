/** Who is signed in and how replies leave (GET /api/inbox/me): read once by the route, given to its pages. */
import { createContext, useContext } from 'react';
import type { Me } from './contract';

export const MeContext = createContext<Me>({ email: '', replies: { mode: 'messagerie' }, teamEmpty: false });

export const useMe = () => useContext(MeContext);
