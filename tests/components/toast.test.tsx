import { afterEach, describe, it, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { advance, renderWithActors, setupUser, useManualTimers } from './renderApp';
import { timing, type ToastMessage } from '../../machines';
import { useToastActor } from '../../src/components/LayoutActors';
import { Toaster } from '../../src/components/Toast/Toaster';

const first: ToastMessage = { title: 'Rendez-vous confirmé', description: 'À mardi, 10h00, au Plateau.' };
const second: ToastMessage = { title: 'Brochure envoyée', description: 'Consultez votre boîte de réception.' };

/** Sends toast.show to the shared toast actor, as the contact form does. */
function Trigger() {
  const toast = useToastActor();
  return (
    <>
      <button type="button" onClick={() => toast.send({ type: 'toast.show', toast: first })}>premier</button>
      <button type="button" onClick={() => toast.send({ type: 'toast.show', toast: second })}>second</button>
    </>
  );
}

function renderToaster({ strict = false } = {}) {
  useManualTimers();
  renderWithActors(
    <>
      <Trigger />
      <Toaster />
    </>,
    { strict },
  );
  return setupUser();
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const toasts = () => screen.queryAllByTestId('toast');
const liveRegion = () => region().querySelector('[aria-live="polite"]')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('keeps an empty polite live region in the page while no toast shows', () => {
    renderToaster();
    expect(region()).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('role', 'status');
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(toasts()).toHaveLength(0);
  });

  it('shows the toast’s title and description inside the live region', async () => {
    const user = renderToaster();
    await user.click(screen.getByRole('button', { name: 'premier' }));
    expect(toasts()).toHaveLength(1);
    const toast = toasts()[0]!;
    expect(liveRegion()).toContainElement(toast);
    expect(toast).toHaveTextContent(first.title);
    expect(toast).toHaveTextContent(first.description);
    expect(region()).toHaveAttribute('data-state', 'visible');
  });

  it('shows one toast at a time: a second replaces the first', async () => {
    const user = renderToaster();
    await user.click(screen.getByRole('button', { name: 'premier' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent(second.title);
    expect(toasts()[0]).toHaveTextContent(second.description);
    expect(screen.queryByText(first.title)).not.toBeInTheDocument();
  });

  it('leaves after toastDuration, not before', async () => {
    const user = renderToaster();
    await user.click(screen.getByRole('button', { name: 'premier' }));
    advance(timing.toastDuration - 1);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
    expect(region()).toHaveAttribute('data-state', 'hidden');
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('a replacing toast gets its own full toastDuration', async () => {
    const user = renderToaster();
    await user.click(screen.getByRole('button', { name: 'premier' }));
    advance(timing.toastDuration - 1);
    await user.click(screen.getByRole('button', { name: 'second' }));
    advance(timing.toastDuration - 1);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent(second.title);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('the close button « Fermer la notification » dismisses it at once', async () => {
    const user = renderToaster();
    await user.click(screen.getByRole('button', { name: 'premier' }));
    await user.click(within(toasts()[0]!).getByRole('button', { name: 'Fermer la notification' }));
    expect(toasts()).toHaveLength(0);
    expect(screen.queryByText(first.title)).not.toBeInTheDocument();
  });

  it('a toast shown after a dismissal appears normally', async () => {
    const user = renderToaster();
    await user.click(screen.getByRole('button', { name: 'premier' }));
    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent(second.title);
  });

  it('in StrictMode (dev server) it still shows one toast and leaves after toastDuration', async () => {
    const user = renderToaster({ strict: true });
    await user.click(screen.getByRole('button', { name: 'premier' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toasts()).toHaveLength(1);
    advance(timing.toastDuration - 1);
    expect(toasts()[0]).toHaveTextContent(second.title);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });
});
