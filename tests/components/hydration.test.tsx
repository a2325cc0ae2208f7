/**
 * The app taking over a prerendered page, as main.tsx does it: the page is rendered to a string
 * (as scripts/prerender.mjs does), changed the way a visitor changes it before the app's code has
 * arrived, then hydrated. React's development build reports any hydration mismatch on
 * console.error, so these tests fail on a warning that production would swallow.
 */
import './browserStubs';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../src/router';
import { timing } from '../../machines';
import { fadeOut, hide } from '../../src/components/Loader/Loader.css';
import { contactFormId } from '../../src/actors/contactForm';
import { submitPending } from '../../src/lib/beforeStart';
import { advance, useManualTimers } from './renderApp';

/** A router at `path` with its route's code loaded, set up as main.tsx sets it for hydration. */
async function loadedRouter(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // jsdom has a window, so the router would believe it renders on the client; the build's
  // server render and main.tsx's hydration both render the tree a server render gives.
  router.ssr = { manifest: undefined };
  return router;
}

let container: HTMLElement;
let root: Root | undefined;
let consoleError: MockInstance;
const recoverable: unknown[] = [];

beforeEach(() => {
  // The specification's build: the send is simulated on the clock these tests move.
  vi.stubEnv('VITE_CONTACT_ENDPOINT', 'simulated');
  useManualTimers();
  consoleError = vi.spyOn(console, 'error');
  recoverable.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  document.documentElement.removeAttribute(submitPending);
  window.sessionStorage.clear();
  consoleError.mockRestore();
  vi.useRealTimers();
});

/**
 * Prerenders `path`, lets `visit` change the page as a visitor would before the app starts,
 * then hydrates it. Returns once the app has rendered on top of the page.
 */
async function hydrateAfter(path: string, visit: (page: HTMLElement) => void = () => {}) {
  // The head tags React hoists to the front go to <head> in the real page; the rest is #root's.
  // As the prerender does: the server build renders every part at once (no lazy boundary waits).
  vi.stubEnv('SSR', true);
  const html = renderToString(<RouterProvider router={await loadedRouter(path)} />).replace(/^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/, '');
  vi.stubEnv('SSR', false);
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  visit(container);
  const router = await loadedRouter(path);
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function expectNoHydrationWarning() {
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
}

/** jsdom runs no CSS animations: give the prerendered loader the two the browser would have. */
function loaderShownFor(ms: number) {
  return (page: HTMLElement) => {
    const loader = page.querySelector<HTMLElement>('[data-testid="loader"]')!;
    const animations = [fadeOut, hide].map((animationName) => ({ animationName, currentTime: ms }) as unknown as CSSAnimation);
    loader.getAnimations = () => animations;
  };
}

const loader = () => screen.getByTestId('loader');

describe('the loader, taken over from its CSS animation', () => {
  it('is prerendered visible and not started (its CSS animation alone runs)', async () => {
    const html = renderToString(<RouterProvider router={await loadedRouter('/')} />);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    const element = prerendered.querySelector('[data-testid="loader"]')!;
    expect(element.getAttribute('data-state')).toBe('visible');
    expect(element.hasAttribute('data-started')).toBe(false);
    expect(element.getAttribute('aria-busy')).toBe('true');
  });

  it('shown 400 ms before the app started: hidden 600 ms after, without a hydration warning', async () => {
    let prerendered: Element | null = null;
    await hydrateAfter('/', (page) => {
      loaderShownFor(400)(page);
      prerendered = page.querySelector('[data-testid="loader"]');
    });
    // The same element: hydration keeps the painted loader, and with it its running animations.
    expect(loader()).toBe(prerendered);
    expect(loader()).toHaveAttribute('data-started');
    expect(loader()).toHaveAttribute('data-state', 'visible');
    advance(599);
    expect(loader()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(loader()).toHaveAttribute('data-state', 'hidden');
    expect(loader()).toHaveAttribute('aria-busy', 'false');
    expectNoHydrationWarning();
  });

  it(`shown for ${timing.loaderDuration} ms or more before the app started: hidden as soon as it starts, without a hydration warning`, async () => {
    await hydrateAfter('/', loaderShownFor(timing.loaderDuration + 250));
    expect(loader()).toHaveAttribute('data-started');
    expect(loader()).toHaveAttribute('data-state', 'hidden');
    expect(loader()).toHaveAttribute('aria-busy', 'false');
    expectNoHydrationWarning();
  });

  it('with no animation to read (nothing painted yet): the whole second', async () => {
    await hydrateAfter('/');
    advance(timing.loaderDuration - 1);
    expect(loader()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(loader()).toHaveAttribute('data-state', 'hidden');
    expectNoHydrationWarning();
  });
});

describe('the header’s « Menu » control', () => {
  it('is a link to the footer’s navigation in the prerendered page, and the header is marked started once hydrated', async () => {
    let before: { started: boolean; link: string | null } | undefined;
    await hydrateAfter('/', (page) => {
      const header = page.querySelector('header')!;
      before = { started: header.hasAttribute('data-started'), link: header.querySelector('a[href^="#"]')?.getAttribute('href') ?? null };
    });
    const footerNav = document.getElementById(before!.link!.slice(1));
    expect(before).toEqual({ started: false, link: expect.stringMatching(/^#.+/) });
    expect(footerNav?.closest('footer')).not.toBeNull();
    expect(footerNav?.querySelectorAll('a').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('banner')).toHaveAttribute('data-started');
    expectNoHydrationWarning();
  });
});

describe('the contact form, used before the app started', () => {
  const typed = { name: 'Awa Diop', email: 'awa@exemple.sn', message: 'Bonjour, nous recrutons.' };
  const typeBeforeStart = (page: HTMLElement) => {
    const form = page.querySelector<HTMLFormElement>(`#${contactFormId}`)!;
    for (const [field, value] of Object.entries(typed)) (form.elements.namedItem(field) as HTMLInputElement).value = value;
  };
  const field = (name: string) => document.querySelector<HTMLInputElement>(`#${contactFormId} [name="${name}"]`)!;

  it('keeps what was typed, in the page and in the machine: the next keystroke does not wipe it', async () => {
    await hydrateAfter('/contact', typeBeforeStart);
    expect(field('name').value).toBe(typed.name);
    // A change to another field re-renders every control from the machine's context.
    act(() => {
      const company = field('company');
      company.value = 'Sunu SARL';
      company.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field('company').value).toBe('Sunu SARL');
    expect(field('name').value).toBe(typed.name);
    expect(field('email').value).toBe(typed.email);
    expect(field('message').value).toBe(typed.message);
    expect(document.getElementById(contactFormId)).toHaveAttribute('data-started');
    expectNoHydrationWarning();
  });

  it('a submit made then is sent through the machine once the app runs, with what was typed', async () => {
    await hydrateAfter('/contact', (page) => {
      typeBeforeStart(page);
      document.documentElement.setAttribute(submitPending, '');
    });
    expect(document.documentElement.hasAttribute(submitPending)).toBe(false);
    expect(screen.getByTestId('contact-form')).toHaveAttribute('data-state', 'submitting');
    expect(field('name').value).toBe(typed.name);
    advance(timing.sendDuration);
    expect(screen.getByTestId('contact-success')).toBeInTheDocument();
    expectNoHydrationWarning();
  });

  it('without a submit waiting, the form stays idle', async () => {
    await hydrateAfter('/contact', typeBeforeStart);
    expect(screen.getByTestId('contact-form')).toHaveAttribute('data-state', 'idle');
    advance(timing.sendDuration);
    expect(screen.queryByTestId('contact-success')).toBeNull();
  });
});
