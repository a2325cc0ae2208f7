import { afterEach, describe, it, expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { advance, renderApp, useManualTimers } from './renderApp';
import { timing } from '../../machines';

const loader = () => screen.getByTestId('loader');

afterEach(() => {
  vi.useRealTimers();
});

describe('Loader', () => {
  it('is a busy status with a French label', async () => {
    useManualTimers();
    await renderApp('/');
    expect(loader()).toHaveAttribute('role', 'status');
    expect(loader()).toHaveAttribute('aria-busy', 'true');
    expect(loader()).toHaveAccessibleName(/chargement/i);
    expect(screen.getByRole('status', { name: /chargement/i })).toBe(loader());
  });

  it(`stays visible until loaderDuration − 1 ms, then hides at loaderDuration`, async () => {
    useManualTimers();
    await renderApp('/');
    expect(loader()).toHaveAttribute('data-state', 'visible');
    advance(timing.loaderDuration - 1);
    expect(loader()).toHaveAttribute('data-state', 'visible');
    expect(loader()).toHaveAttribute('aria-busy', 'true');
    advance(1);
    expect(loader()).toHaveAttribute('data-state', 'hidden');
    expect(loader()).toHaveAttribute('aria-busy', 'false');
  });

  it('stays hidden afterwards, even when the visitor navigates', async () => {
    useManualTimers();
    const { router } = await renderApp('/');
    advance(timing.loaderDuration);
    await act(() => router.navigate({ to: '/services' }));
    advance(timing.loaderDuration);
    expect(loader()).toHaveAttribute('data-state', 'hidden');
  });

  it('in StrictMode (dev server) it also hides at loaderDuration, not later', async () => {
    useManualTimers();
    await renderApp('/', { strict: true });
    advance(timing.loaderDuration - 1);
    expect(loader()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(loader()).toHaveAttribute('data-state', 'hidden');
  });

  it('marks itself as started once the app runs', async () => {
    useManualTimers();
    await renderApp('/');
    expect(loader()).toHaveAttribute('data-started');
  });
});
