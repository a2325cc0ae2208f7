/**
 * Shared helpers for the jsdom component and route tests: renders the whole app (router,
 * layout actors, header, footer, loader, toaster) at a path through a memory history,
 * and helpers for fake timers, scrolling and user events (browser stubs: ./browserStubs.ts).
 */
// First, before any app module, so the stubs are in place when the app loads.
import './browserStubs';
import { StrictMode, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { createAppRouter } from '../../src/router';
import { LayoutActorsProvider } from '../../src/components/LayoutActors';

export interface RenderAppOptions {
  /**
   * Wrap in StrictMode as main.tsx does. StrictMode only acts in development (double renders and
   * effects), so production behaves like the default here; a few tests check the dev behaviour.
   * It makes each render several times slower, hence off by default.
   */
  strict?: boolean;
  /** As main.tsx passes it from prefers-reduced-motion. */
  reducedMotion?: boolean;
}

/** Renders the whole app at `path`, after the router has loaded the route's code. */
export async function renderApp(path = '/', { strict = false, reducedMotion = false }: RenderAppOptions = {}) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), reducedMotion });
  await router.load();
  const app = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view };
}

/** Renders a component inside the layout actors (menu + toast), without the router. */
export function renderWithActors(ui: ReactNode, { strict = false }: RenderAppOptions = {}) {
  const tree = <LayoutActorsProvider>{ui}</LayoutActorsProvider>;
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/**
 * Testing Library detects fake timers through a global `jest` only: without it, its async
 * wrapper (used by every user-event call) waits on a setTimeout(0) that fake timers never run.
 * With this shim it advances the fake clock by 0 ms, which runs that timer and nothing else.
 * It is inert with real timers (Testing Library also checks that setTimeout is faked).
 */
const testingLibraryFakeTimerShim = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
Object.assign(globalThis, { jest: testingLibraryFakeTimerShim });

/** Fake timers that only move when the test moves them. */
export function useManualTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: false });
}

/** Moves the fake clock by `ms` inside act(), so React renders what the machines did. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets pending promises (a mocked fetch, a lazy route chunk) settle, without moving the clock. */
export async function flush() {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Flushes until `done()` holds, 50 turns at most: for work that waits on a lazy chunk (the form's
 * sender is one). Each turn first waits for the dynamic imports started to have loaded
 * (`vi.dynamicImportSettled`): with the clock faked, a turn alone lets no real time pass, and on a
 * busy machine an import took more than 50 turns (a CI run, 2026-12-07). Counts turns, never time.
 */
export async function flushUntil(done: () => boolean, turns = 50) {
  for (let turn = 0; turn < turns && !done(); turn += 1) {
    await act(() => vi.dynamicImportSettled());
    await flush();
  }
}

/** user-event wired to the fake clock when fake timers are on. */
export function setupUser() {
  return vi.isFakeTimers() ? userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }) : userEvent.setup({ delay: null });
}

/** Sets window.scrollY (read-only in jsdom) and fires a scroll event. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}
