/**
 * What the site says offline, outside the browser suite: the offline page's content (rendered at
 * build time only), the form's alert when the service worker kept a message on the device
 * (`queued`), and how the sender reads the worker's answer (202, X-Sunu-Garde).
 */
import { describe, expect, it, vi } from 'vitest';
import './browserStubs';
import { render, screen } from '@testing-library/react';
import * as outbox from 'virtual:content/outbox';
import * as offlineWords from 'virtual:content/offlinePage';
import { OfflinePage, offlineIds } from '../../src/components/Offline/OfflinePage';
import { FailureAlert } from '../../src/components/ContactForm/FailureAlert';
import { postMessage } from '../../src/actors/endpoint';
import { SendFailure, type SendRequest } from '../../machines/contactForm.machine';
import { keptOnDeviceHeader } from '../../contract/contactRules';

const payload = { name: 'Awa', email: 'awa@example.sn', phone: '', company: '', service: null, message: 'Bonjour', offer: null };

describe('offline words', () => {
  it('the offline page: its words from content/hors-ligne.yml, « Réessayer » and home, the list of pages kept hidden until its script fills it', () => {
    const { container } = render(<OfflinePage />);
    expect(offlineWords.heading).toBe('Vous êtes hors connexion');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(offlineWords.heading);
    expect(container.textContent).toContain(offlineWords.text);
    expect(screen.getByRole('link', { name: offlineWords.retry }).id).toBe(offlineIds.retry);
    expect(screen.getByRole('link', { name: offlineWords.home }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 2, hidden: true }).textContent).toBe(offlineWords.savedPages);
    const saved = container.querySelector(`#${offlineIds.saved}`)!;
    expect(saved.hasAttribute('hidden')).toBe(true);
    expect(saved.querySelector(`#${offlineIds.list}`)!.getAttribute('data-link-class')).toBeTruthy();
  });

  it('a send kept on the device: a calm status that names it, says it leaves by itself, and offers no second channel', () => {
    const typographed = (text: string) => text.replace(/'/g, '’').slice(0, 30);
    const { unmount } = render(<FailureAlert reason="queued" waitSeconds={0} offline withCv candidate payload={payload} onRetry={() => {}} />);
    const kept = screen.getByRole('status');
    expect(kept.getAttribute('data-reason')).toBe('queued');
    expect(kept.textContent).toContain(outbox.keptApplicationTitle);
    expect(kept.textContent).toContain(typographed(outbox.keptApplication));
    expect(kept.textContent).toContain(typographed(outbox.keptCorrection));
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing that would reach the firm twice, nor a « Réessayer » that cannot help.
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<FailureAlert reason="queued" waitSeconds={0} offline withCv={false} payload={payload} onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain(outbox.keptMessageTitle);
    expect(screen.getByRole('status').textContent).toContain(typographed(outbox.kept));
  });

  it('the sender reads the worker’s 202 with X-Sunu-Garde as « kept on the device », and a plain 202 as sent', async () => {
    const request: SendRequest = { payload, cv: null, spontaneous: false, key: 'k'.repeat(20) };
    const kept = vi.fn(async () => new Response('{"garde":true}', { status: 202, headers: { [keptOnDeviceHeader]: '1' } }));
    const failureOf = await postMessage('/api/messages', request, new AbortController().signal, kept as unknown as typeof fetch).catch((error: unknown) => error);
    expect(failureOf).toBeInstanceOf(SendFailure);
    expect((failureOf as SendFailure).reason).toBe('queued');
    const accepted = vi.fn(async () => new Response(null, { status: 202 }));
    expect(await postMessage('/api/messages', request, new AbortController().signal, accepted as unknown as typeof fetch)).toBeNull();
  });
});
