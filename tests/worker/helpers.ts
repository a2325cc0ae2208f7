/** Requests as the form sends them, a mailbox that keeps what the Worker sends, and storage reads. */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import PostalMime, { type Email } from 'postal-mime';
import worker from '../../worker/index';
import { receiveMessage } from '../../worker/receiveMessage';
import { workerFormRulesPath, type WorkerFormRules } from '../../contract/contactRules';
import type { Env } from '../../worker/env';
import type { StoredMessage } from '../../worker/store';
import { withD1Limits } from './d1Limits';

export const origin = 'https://www.example.com';
export const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
export const openOffer = { reference: 'SRH-2026-031', title: 'Comptable senior' };

let counter = 0;
/** A fresh idempotency key, as the form makes one per message. */
export const newKey = () => `cle-de-test-${(counter += 1).toString().padStart(8, '0')}`;

export const fields = { name: 'Awa Ndiaye', email: 'awa.ndiaye@example.sn', phone: '+221 77 000 00 00', company: 'Teranga SA', service: 'paie', message: 'Bonjour, nous cherchons un appui pour la paie de 40 salariés.' };

export function jsonRequest(body: unknown, { key = newKey(), ip = '198.51.100.7', headers = {} as Record<string, string> } = {}) {
  return new Request(`${origin}/api/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'CF-Connecting-IP': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function multipartRequest(parts: Record<string, string | File>, { key = newKey(), ip = '198.51.100.8' } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return new Request(`${origin}/api/messages`, { method: 'POST', headers: { 'Idempotency-Key': key, 'CF-Connecting-IP': ip }, body: form });
}

/** The local send_email binding's message, as miniflare hands it over: its raw MIME text. */
async function rawOf(message: EmailMessage): Promise<string> {
  const raw = (message as unknown as Record<string, ReadableStream | string>)['EmailMessage::raw'];
  return typeof raw === 'string' ? raw : new Response(raw).text();
}

/**
 * The Worker's env with a mailbox: every e-mail is kept as sent (`raw`, its MIME text) and parsed
 * (`sent`, postal-mime), and still goes to the local binding. Its D1 refuses what production's
 * would (d1Limits.ts): every test of the form, the inbox and the scheduled runs starts here.
 */
export function withMailbox(failing = false) {
  const sent: Email[] = [];
  const raw: string[] = [];
  const testEnv: Env = {
    ...env,
    DB: withD1Limits(env.DB),
    MAILER: {
      async send(message: EmailMessage) {
        if (failing) throw new Error('Email Routing indisponible');
        raw.push(await rawOf(message));
        sent.push(await PostalMime.parse(raw.at(-1)!));
        return env.MAILER.send(message);
      },
    } as SendEmail,
  };
  return { env: testEnv, sent, raw };
}

/** Runs the Worker's fetch as Cloudflare would, and waits for what it left running (the e-mail). */
export async function send(request: Request, testEnv: Env = withMailbox().env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The same, at a moment the test sets. */
export async function sendAt(now: Date, request: Request, testEnv: Env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await receiveMessage(request, testEnv, ctx, now);
  await waitOnExecutionContext(ctx);
  return response;
}

export async function rows(): Promise<StoredMessage[]> {
  return (await env.DB.prepare('SELECT * FROM messages ORDER BY received_at').all<StoredMessage>()).results;
}

export async function storedFiles(): Promise<string[]> {
  return (await env.CVS.list()).objects.map((object) => object.key);
}

/**
 * The Worker's env as a build of other content would make it: donnees/formulaire.json (the form's
 * rules, contract/contactRules.ts) with `change` applied, every other asset as built.
 */
export function withFormRules(testEnv: Env, change: Partial<WorkerFormRules>): Env {
  const assets = testEnv.ASSETS;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== workerFormRulesPath) return assets.fetch(request);
    return Response.json({ ...((await (await assets.fetch(request)).json()) as WorkerFormRules), ...change });
  };
  return { ...testEnv, ASSETS: { fetch } as Fetcher };
}

/**
 * `count` entries received at `at`, as the Worker stores them (their e-mail sent, counted in their
 * day's usage), in one batch: applications with a CV of `cvSize` bytes each when it is given,
 * messages otherwise.
 */
export async function seedDay(label: string, count: number, at: Date, cvSize: number | null = null) {
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, status, cv_size, emailed_at)
       SELECT ?2 || '-' || i, ?2 || '-cle-' || i, ?4, ?3, 'Envoi ' || i, 'envoi' || i || '@example.sn', 'Bonjour', ?5, ?6, ?3 FROM n`,
    ).bind(count, label, at.toISOString(), cvSize === null ? 'message' : 'application', cvSize === null ? 'a_traiter' : 'nouvelle', cvSize),
    env.DB.prepare('INSERT INTO daily_usage (day, messages, cv_bytes) VALUES (?1, ?2, ?3) ON CONFLICT (day) DO UPDATE SET messages = messages + ?2, cv_bytes = cv_bytes + ?3').bind(
      at.toISOString().slice(0, 10),
      count,
      count * (cvSize ?? 0),
    ),
  ]);
}
