/**
 * /api/inbox/*: the firm's inbox (src/inbox/contract.ts). Every request proves first that it comes
 * through Cloudflare Access (access.ts): without a valid token, 403 and nothing else, whatever the
 * route. Then POST and DELETE must come from the site's own pages (Origin), a POST must be JSON,
 * and no answer is ever cached.
 *
 *   GET    /me                    200 { email }
 *   GET    /messages?<filters>    200 InboxPage (50 per page, newest first)
 *   GET    /offers                200 { offers: OfferCount[] }
 *   GET    /messages/:id          200 InboxDetail                 404 unknown id
 *   GET    /messages/:id/cv       200 the file, as an attachment   404 unknown id, no CV, file gone
 *   POST   /messages/:id/status   200 InboxDetail                 400 unknown status or body, 404, 415 not JSON
 *   DELETE /messages/:id          204                             404 unknown id
 *   GET    /export.csv?<filters>  200 text/csv
 *   anything else                 404 { error: 'notFound' }
 *   403 { error: 'forbidden' }    no valid Access token; { error: 'otherOrigin' } a POST or DELETE from elsewhere
 */
import { Hono, type Context } from 'hono';
import { readFilters, statuses, type OfferCount, type Status } from '../../src/inbox/contract';
import { readCapped } from '../body';
import type { Env } from '../env';
import { json, noStore } from '../http';
import { formRules, openOfferList } from '../siteData';
import { deleteMessages, messageById } from '../store';
import { staffEmail } from './access';
import { inboxMessages, inboxProblem } from './answers';
import { csvFileName, csvText } from './csv';
import { cvResponse } from './cvFile';
import { changeStatus, emptyPipeline, exportRows, historyOf, listPage, offerCounts, toDetail } from './queries';

/** The export's cap: a year of a busy firm's applications; past it, narrow the filters. */
export const exportCap = 5000;

type InboxEnv = { Bindings: Env; Variables: { email: string } };

/** Message ids are random UUIDs: anything else is not one of ours. */
const idPattern = /^[A-Za-z0-9-]{1,64}$/;

const mediaType = (request: Request) => (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();

/** The inbox's routes, with the clock they use (the tests set it). */
export function inboxRoutes(clock: () => Date = () => new Date()) {
  const inbox = new Hono<InboxEnv>();

  inbox.use('*', async (c, next) => {
    const email = await staffEmail(c.req.raw, c.env);
    if (!email) return inboxProblem('forbidden', inboxMessages.forbidden, 403);
    c.set('email', email);
    const method = c.req.method;
    if (method === 'POST' || method === 'DELETE') {
      if (c.req.header('Origin') !== new URL(c.req.url).origin) return inboxProblem('otherOrigin', inboxMessages.otherOrigin, 403);
      if (method === 'POST' && mediaType(c.req.raw) !== 'application/json') return inboxProblem('unsupportedType', inboxMessages.notJson, 415);
    }
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  const row = async (c: Context<InboxEnv>) => {
    const id = c.req.param('id') ?? '';
    return idPattern.test(id) ? messageById(c.env.DB, id) : null;
  };
  const notFound = () => inboxProblem('notFound', inboxMessages.notFound, 404);
  const detail = async (env: Env, id: string) => {
    const message = await messageById(env.DB, id);
    if (!message) return null;
    return toDetail(message, await historyOf(env.DB, id), (await formRules(env)).retentionMonths);
  };

  inbox.get('/me', (c) => json({ email: c.get('email') }));

  inbox.get('/messages', async (c) => json(await listPage(c.env.DB, readFilters(c.req.query()))));

  inbox.get('/offers', async (c) => {
    const [offers, counts] = await Promise.all([openOfferList(c.env), offerCounts(c.env.DB)]);
    return json({
      offers: offers.map((offer): OfferCount => {
        const byStatus = counts.get(offer.reference) ?? emptyPipeline();
        return { reference: offer.reference, title: offer.title, new: byStatus.nouvelle, total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
      }),
    });
  });

  inbox.get('/messages/:id', async (c) => {
    const found = idPattern.test(c.req.param('id')) ? await detail(c.env, c.req.param('id')) : null;
    return found ? json(found) : notFound();
  });

  inbox.get('/messages/:id/cv', async (c) => {
    const message = await row(c);
    if (!message) return notFound();
    if (!message.cv_key) return inboxProblem('notFound', inboxMessages.noCv, 404);
    const file = await c.env.CVS.get(message.cv_key);
    if (!file) return inboxProblem('notFound', inboxMessages.cvMissing, 404);
    return cvResponse(message, new Uint8Array(await file.arrayBuffer()));
  });

  inbox.post('/messages/:id/status', async (c) => {
    const bytes = await readCapped(c.req.raw, 4096);
    let status: unknown;
    try {
      if (bytes === 'tooLarge') throw new Error('too large');
      const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
      status = (body as { status?: unknown }).status;
    } catch {
      return inboxProblem('malformed', inboxMessages.malformed, 400);
    }
    if (typeof status !== 'string' || !(statuses as readonly string[]).includes(status)) return inboxProblem('invalid', inboxMessages.unknownStatus, 400);
    const message = await row(c);
    if (!message) return notFound();
    await changeStatus(c.env.DB, message.id, status as Status, c.get('email'), clock().toISOString());
    const updated = await detail(c.env, message.id);
    return updated ? json(updated) : notFound();
  });

  inbox.delete('/messages/:id', async (c) => {
    const message = await row(c);
    if (!message) return notFound();
    // The file first: a row without its file can be deleted again; a file without its row would be lost track of.
    if (message.cv_key) await c.env.CVS.delete(message.cv_key);
    await deleteMessages(c.env.DB, [message.id], { action: 'delete', by: c.get('email'), at: clock().toISOString() });
    return new Response(null, { status: 204, headers: noStore });
  });

  inbox.get('/export.csv', async (c) => {
    const now = clock();
    const [rows, rules] = await Promise.all([exportRows(c.env.DB, readFilters(c.req.query()), exportCap), formRules(c.env)]);
    return new Response(csvText(rows, rules.services), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(now)}"`,
        'X-Content-Type-Options': 'nosniff',
        ...noStore,
      },
    });
  });

  inbox.all('*', () => inboxProblem('notFound', inboxMessages.unknownRoute, 404));
  inbox.onError((error) => {
    console.error(error);
    return inboxProblem('server', inboxMessages.server, 500);
  });
  return inbox;
}
