/// <reference lib="webworker" />
/**
 * The service worker's outbox (sw.ts): a message or an application sent with no network is kept
 * on the device, CV included (Serwist's BackgroundSyncQueue: the request, body and headers, in
 * IndexedDB), and sent again with its own idempotency key, so the Worker stores it once whichever
 * copy arrives first: at the browser's Background Sync, when the worker starts, and as soon as
 * any page of the site opens (register.ts asks, `messages.flushOutbox`). Once it has left, the
 * copy on the device is deleted, and a notice waits for the visitor (« Votre candidature du 12/12
 * est partie. »), shown by the pages open or at the next visit. docs/architecture.md, « Offline
 * and the second visit ».
 */
import { BackgroundSyncQueue, type BackgroundSyncQueueEntry, type RouteHandlerCallbackOptions } from 'serwist';
import { idempotencyHeader, keptOnDeviceHeader } from '../../contract/contactRules';
import { messages, outboxDays } from './offline';

declare const self: ServiceWorkerGlobalScope;

/** What the visitor is told of a message kept on the device: it left, or could not. */
export interface OutboxNotice {
  id: string;
  kind: 'candidature' | 'message';
  /** When it was written (ms): « du 12/12 ». */
  writtenAt: number;
  outcome: 'sent' | 'notSent';
}

type KeptMessage = {
  kind: OutboxNotice['kind'];
  key: string | null;
};

const dayMs = 24 * 60 * 60 * 1000;
/** The notices to show, one small JSON response each (no personal data: a kind and a date). */
const noticesCache = 'sunu-envois-avis';

/** Serwist drops an entry older than its retention silently: ours is longer, so that the visitor is told first (`outboxDays`). */
const queue = new BackgroundSyncQueue('sunu-envois', { maxRetentionTime: 2 * outboxDays * 24 * 60, onSync: () => sendKept() });

/** One change of the outbox at a time: a send, a flush and a removal never interleave. */
let lock: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = lock.then(task, task);
  lock = run.catch(() => undefined);
  return run;
}

/** A candidate's application (an offer, a spontaneous application, a CV), or a message. */
async function kindOf(request: Request): Promise<OutboxNotice['kind']> {
  try {
    if (request.headers.get('content-type')?.includes('multipart/form-data')) {
      const form = await request.formData();
      return form.get('offer') || form.get('candidature') || form.get('cv') ? 'candidature' : 'message';
    }
    const body = (await request.json()) as { offer?: unknown; candidature?: unknown };
    return body.offer || body.candidature ? 'candidature' : 'message';
  } catch {
    return 'message';
  }
}

/** Removes the kept copies of the message with `key` (it was sent by its page, or is kept again). */
async function drop(key: string) {
  const entries = await queue.getAll();
  if (!entries.some((entry) => (entry.metadata as KeptMessage | undefined)?.key === key)) return;
  const kept: BackgroundSyncQueueEntry[] = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) kept.push(entry);
  for (const entry of kept) if ((entry.metadata as KeptMessage | undefined)?.key !== key) await queue.pushRequest(entry);
}

/**
 * POST /api/messages, through the worker: the network's answer when there is one (and any copy
 * of the same message kept earlier goes); with no network, the message is kept on the device and
 * the page is told so (202, `keptOnDeviceHeader`), to say it in words the visitor understands.
 */
export async function sendOrKeep({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const copy = request.clone();
  const key = request.headers.get(idempotencyHeader);
  try {
    const response = await fetch(request);
    if (key) (event as ExtendableEvent).waitUntil(exclusive(() => drop(key)));
    return response;
  } catch {
    const metadata: KeptMessage = { kind: await kindOf(copy.clone()), key };
    await exclusive(async () => {
      if (key) await drop(key);
      await queue.pushRequest({ request: copy, metadata });
    });
    return new Response(JSON.stringify({ garde: true }), { status: 202, headers: { 'Content-Type': 'application/json', [keptOnDeviceHeader]: '1' } });
  }
}

/**
 * Sends what is kept, oldest first. A copy that left (2xx) or that the Worker refused for good
 * (another 4xx: sent again, it would be refused again) is deleted and its notice kept; one that
 * could not leave (no network, 5xx, 429) stays, and the browser is asked to try again later.
 */
export function sendKept(): Promise<void> {
  return exclusive(async () => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      const metadata = (entry.metadata ?? { kind: 'message', key: null }) as unknown as KeptMessage;
      const writtenAt = entry.timestamp ?? Date.now();
      if (Date.now() - writtenAt > outboxDays * dayMs) {
        await addNotice({ kind: metadata.kind, writtenAt, outcome: 'notSent' });
        continue;
      }
      let response: Response;
      try {
        response = await fetch(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      if (response.status === 429 || response.status >= 500) {
        await queue.unshiftRequest(entry);
        throw new Error(`HTTP ${response.status}`);
      }
      await addNotice({ kind: metadata.kind, writtenAt, outcome: response.ok ? 'sent' : 'notSent' });
    }
  });
}

async function addNotice(notice: Omit<OutboxNotice, 'id'>) {
  const kept: OutboxNotice = { id: crypto.randomUUID(), ...notice };
  const cache = await self.caches.open(noticesCache);
  await cache.put(new Request(`/__envois/${kept.id}`), new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json' } }));
  // The pages open now say it at once; the others at the next visit.
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: messages.outboxNotices, notices: [kept] });
}

/** The notices not shown yet, oldest first. */
export async function pendingNotices(): Promise<OutboxNotice[]> {
  const cache = await self.caches.open(noticesCache);
  const notices = await Promise.all((await cache.keys()).map(async (request) => (await (await cache.match(request))!.json()) as OutboxNotice));
  return notices.sort((a, b) => a.writtenAt - b.writtenAt);
}

/** A page showed these notices: they are forgotten. */
export async function forgetNotices(ids: string[]) {
  const cache = await self.caches.open(noticesCache);
  await Promise.all(ids.map((id) => cache.delete(new Request(`/__envois/${id}`))));
}
