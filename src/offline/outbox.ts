/// <reference lib="webworker" />
/**
 * The service worker's outbox (sw.ts): every message or application the form sends through the
 * worker is kept on the device, CV included (IndexedDB, under its idempotency key), **before** it
 * is uploaded, and forgotten only once the Worker answered for that key: 2xx (stored), or a
 * refusal that sending again would not change (another 4xx). An upload cut by the network, a
 * closed browser or a stopped worker leaves it kept, and it leaves at the next chance: the
 * browser's Background Sync, the worker starting, or any page of the site opening (register.ts
 * asks, `messages.flushOutbox`). docs/architecture.md, « Offline and the second visit ».
 *
 * One key, one entry: a correction sent under the same key (the form keeps its key until the
 * message has left) replaces the kept version, so only the corrected one leaves. One upload per
 * key at a time: a send of a key already uploading waits for that upload, and when the version
 * changed meanwhile, the newer one leaves next.
 *
 * Once a kept message leaves later, a notice waits for the visitor (« Votre candidature du 12/12
 * est partie. »), shown by the pages open or at the next visit; one still waiting is said too.
 */
import { BackgroundSyncQueue } from 'serwist';
import { idempotencyHeader, keptOnDeviceHeader } from '../../contract/contactRules';
import { sha256Hex } from '../lib/sha256';
import { messages, outboxDays } from './offline';

declare const self: ServiceWorkerGlobalScope;

/** What the visitor is told of a message kept on the device: it left, could not, or still waits for the network. */
export interface OutboxNotice {
  id: string;
  kind: 'candidature' | 'message';
  /** When it was written (ms): « du 12/12 ». */
  writtenAt: number;
  outcome: 'sent' | 'notSent' | 'waiting';
}

/** A message kept on the device: the request as the page made it, under its key. */
interface KeptSend {
  key: string;
  kind: OutboxNotice['kind'];
  /** When the first version was written (ms): the notice's date, and the 30 days' count. */
  writtenAt: number;
  /** Which version this is: a correction under the same key makes a new one. */
  version: number;
  /** The body's SHA-256: the same body sent again (the page's retry beside the worker's) is no new version. */
  digest: string;
  url: string;
  headers: [string, string][];
  body: Blob;
}

const dayMs = 24 * 60 * 60 * 1000;
/** The notices to show, one small JSON response each (no personal data: a kind and a date). */
const noticesCache = 'sunu-envois-avis';
const databaseName = 'sunu-envois';
const storeName = 'envois';
/** The tag the browser's Background Sync wakes the worker with. */
export const syncTag = 'sunu-envois';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(databaseName, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName, { keyPath: 'key' });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** One transaction on the store, with what `work` asks of it; resolves once it is written. */
async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await database()).transaction(storeName, mode);
  const result = request(work(transaction.objectStore(storeName)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
  return result;
}

const keptOf = (key: string) => withStore<KeptSend | undefined>('readonly', (store) => store.get(key) as IDBRequest<KeptSend | undefined>);
const allKept = async () => (await withStore<KeptSend[]>('readonly', (store) => store.getAll() as IDBRequest<KeptSend[]>)).sort((a, b) => a.writtenAt - b.writtenAt);
const putKept = (kept: KeptSend) => withStore('readwrite', (store) => store.put(kept));

/** Forgets the entry, unless a newer version was kept under its key meanwhile (that one leaves next). */
async function forget(key: string, version: number): Promise<boolean> {
  const transaction = (await database()).transaction(storeName, 'readwrite');
  const store = transaction.objectStore(storeName);
  const now = (await request(store.get(key))) as KeptSend | undefined;
  const same = now?.version === version;
  if (same) store.delete(key);
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
  return same;
}

/**
 * What the request is, read once: a candidate's application (an offer, a spontaneous
 * application, a CV) or a message; and what it says, as one SHA-256 of its fields and files (a
 * multipart body's boundary is new at each send, its content is not) or of its JSON text, so that
 * the same message sent again by the page is no new version, and is not uploaded twice.
 */
async function describe(request: Request): Promise<{ kind: OutboxNotice['kind']; digest: string }> {
  if (request.headers.get('content-type')?.includes('multipart/form-data')) {
    const form = await request.formData();
    const parts: [string, string][] = [];
    for (const [name, value] of form) parts.push([name, typeof value === 'string' ? value : `${value.name}:${await sha256Hex(await value.arrayBuffer())}`]);
    return { kind: form.get('offer') || form.get('candidature') || form.get('cv') ? 'candidature' : 'message', digest: await sha256Hex(JSON.stringify(parts)) };
  }
  const text = await request.text();
  let kind: OutboxNotice['kind'] = 'message';
  try {
    const body = JSON.parse(text) as { offer?: unknown; candidature?: unknown };
    if (body.offer || body.candidature) kind = 'candidature';
  } catch {
    // Not the form's JSON: kept as a message, and the Worker says what it makes of it.
  }
  return { kind, digest: await sha256Hex(text) };
}

/** The request to keep: its address, headers and body, under its key (a new version of an earlier one keeps its first date). */
async function keep(request: Request, key: string): Promise<KeptSend> {
  const [{ kind, digest }, body, earlier] = await Promise.all([describe(request.clone()), request.clone().blob(), keptOf(key)]);
  if (earlier?.digest === digest) return earlier;
  const headers = [...request.headers].filter(([name]) => name.toLowerCase() !== idempotencyHeader.toLowerCase());
  const kept: KeptSend = { key, kind, writtenAt: earlier?.writtenAt ?? Date.now(), version: (earlier?.version ?? 0) + 1, digest, url: request.url, headers: [...headers, [idempotencyHeader, key]], body };
  await putKept(kept);
  // Background Sync (Chromium): the browser wakes the worker when the network is back, page closed or not.
  await (self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(syncTag).catch(() => undefined);
  return kept;
}

/**
 * The Worker's answer to an upload, read whole (so that every send waiting on it gets its own
 * copy), or null: no network, or the upload was cut.
 */
interface Upload {
  status: number;
  headers: [string, string][];
  body: string;
}

const answerOf = (upload: Upload) => new Response(upload.body, { status: upload.status, headers: upload.headers });

/** The keys a page is sending now: its form says what became of them, not a notice. */
const pageSends = new Set<string>();

/** The uploads in progress, by key: a second send of the same key waits for the first. */
const uploading = new Map<string, Promise<Upload | null>>();

/** A 2xx, or a refusal that sending again would not change: the kept copy is done with. */
const settled = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429 && status !== 408);

/**
 * Uploads the version kept under `key`, once at a time per key, and forgets it when the Worker
 * settled it. When a newer version was kept during the upload, that one is uploaded next (the
 * Worker keeps the corrected one: same key). A send that waited for another's upload of the same
 * version gets that upload's answer.
 */
function upload(key: string): Promise<Upload | null> {
  const running = uploading.get(key);
  const run = (async (): Promise<Upload | null> => {
    let last = running ? await running.catch(() => null) : null;
    for (;;) {
      const kept = await keptOf(key);
      // Nothing kept any more: the upload waited for settled it.
      if (!kept) return last;
      let response: Response;
      try {
        response = await fetch(new Request(kept.url, { method: 'POST', headers: kept.headers, body: kept.body }));
      } catch {
        return null;
      }
      last = { status: response.status, headers: [...response.headers], body: await response.text().catch(() => '') };
      if (!settled(last.status)) return last;
      if (await forget(key, kept.version)) return last;
      // A correction arrived while this version was uploading: it leaves now, under the same key.
    }
  })();
  const tracked = run.finally(() => {
    if (uploading.get(key) === tracked) uploading.delete(key);
  });
  uploading.set(key, tracked);
  return tracked;
}

/**
 * POST /api/messages, through the worker: kept on the device first, then uploaded. The page gets
 * the Worker's answer; with no network (or an upload cut), the page is told it is kept (202,
 * `keptOnDeviceHeader`), to say it in words the visitor understands: it leaves at the next chance.
 */
export async function sendOrKeep({ request }: { request: Request }): Promise<Response> {
  const key = request.headers.get(idempotencyHeader) ?? crypto.randomUUID();
  try {
    await keep(request, key);
  } catch {
    // No room on the device (or no IndexedDB): the page's own send, as before the outbox.
    return fetch(request);
  }
  pageSends.add(key);
  const answer = await upload(key).finally(() => pageSends.delete(key));
  return answer ? answerOf(answer) : new Response(JSON.stringify({ garde: true }), { status: 202, headers: { 'Content-Type': 'application/json', [keptOnDeviceHeader]: '1' } });
}

/**
 * The first outbox (Serwist's queue, before 2026-12): what it still holds moves into this one,
 * each under its key, so that nothing written before the update is lost. Its own sync (its tag)
 * moves them too, rather than uploading them itself.
 */
const oldQueue = new BackgroundSyncQueue('sunu-envois', { onSync: () => sendKept().then(() => undefined) });
async function adoptOldQueue(): Promise<void> {
  for (let entry = await oldQueue.shiftRequest(); entry; entry = await oldQueue.shiftRequest()) {
    const key = entry.request.headers.get(idempotencyHeader) ?? crypto.randomUUID();
    await keep(entry.request, key);
  }
}

/**
 * Sends what is kept, oldest first. A copy the Worker settled (2xx, or another 4xx: sent again,
 * it would be refused again) is forgotten and its notice kept; one that could not leave (no
 * network, 5xx, 429) stays, and the browser is asked to try again later (the promise rejects).
 * Returns the notices of what still waits, for the page that asked.
 */
export async function sendKept(): Promise<OutboxNotice[]> {
  await adoptOldQueue().catch(() => undefined);
  const waiting: OutboxNotice[] = [];
  for (const kept of await allKept()) {
    // Sent meanwhile (by its page), or its page is sending it now and will say so itself.
    if (pageSends.has(kept.key) || !(await keptOf(kept.key))) continue;
    if (Date.now() - kept.writtenAt > outboxDays * dayMs) {
      await forget(kept.key, kept.version);
      await addNotice({ kind: kept.kind, writtenAt: kept.writtenAt, outcome: 'notSent' });
      continue;
    }
    const answer = await upload(kept.key);
    if (!answer && !(await keptOf(kept.key))) continue;
    if (answer && settled(answer.status)) await addNotice({ kind: kept.kind, writtenAt: kept.writtenAt, outcome: answer.status < 300 ? 'sent' : 'notSent' });
    else waiting.push({ id: `attente-${kept.key}`, kind: kept.kind, writtenAt: kept.writtenAt, outcome: 'waiting' });
  }
  return waiting;
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

/** A page showed these notices: they are forgotten (a « waiting » one was never stored). */
export async function forgetNotices(ids: string[]) {
  const cache = await self.caches.open(noticesCache);
  await Promise.all(ids.map((id) => cache.delete(new Request(`/__envois/${id}`))));
}
