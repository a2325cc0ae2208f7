import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The unit project runs a worker's files one after the other in one jsdom (vite.config.ts,
// `isolate: false`): each file leaves the document, the address and the storage as it found them,
// so that no file meets another's page. What modules put in <head> (their styles) stays, as it
// would in one browser page.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A file of pure functions runs in Node (`// @vitest-environment node`): no page to put back.
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const { name } of [...document.documentElement.attributes]) if (name !== 'lang') document.documentElement.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
