/**
 * /api/inbox/*: the firm's inbox (src/inbox/contract.ts). Every request proves first that it comes
 * through Cloudflare Access (access.ts): without a valid token, 403 and nothing else, whatever the
 * route. Then POST and DELETE must come from the site's own pages (Origin), a POST must be JSON,
 * and no answer is ever cached.
 *
 *   GET    /me                    200 Me: { email, replies: { mode } }  how replies leave (REPLY_MODE)
 *   GET    /messages?<filters>    200 InboxPage (50 per page, newest first)
 *   GET    /offers                200 { offers: OfferCount[] }  the open offers, then the closed ones with applications
 *   GET    /messages/:id          200 InboxDetail                 404 unknown id
 *   GET    /messages/:id/cv       200 the file, as an attachment   404 unknown id, no CV, file gone
 *   GET    /messages/:id/cv/lire  200 a PDF, inline, framed by the inbox only   415 not a PDF (a Word file downloads); 404
 *   POST   /messages/:id/status   200 InboxDetail                 400 unknown status, other kind's, or body; 404; 415 not JSON;
 *                                 409 StatusConflict: no longer at `from` (a colleague changed it), nothing saved
 *   POST   /messages/:id/favorite 200 InboxDetail                 { favorite, from } (booleans); 400 a message, or no `from`; 404;
 *                                 409 FavoriteConflict: no longer at `from`, nothing saved
 *   POST   /messages/:id/notes    200 InboxDetail                 400 empty or too long (never cut)
 *   POST   /messages/:id/replies  200 InboxDetail                 400 no template name; { template, sent: true } marks it sent;
 *                                 ReplySend { send: true, subject, text, also? }: the Worker sends it (« envoi » mode only,
 *                                 else 409 sendingOff); 502 sendFailed when it did not leave, nothing recorded
 *   GET    /selection?<filters>   200 Selection                   what a bulk action on the filtered list would act on
 *   POST   /statuses              200 BulkResult                  400 no entries, more than 200, unknown status
 *   GET    /cvs.zip?ids=… | ?<filters>  200 application/zip       400 no selection, more than 200; 404 no CV among them
 *   DELETE /messages/:id          204                             404 unknown id; ?personne=… 400 erasureOutdated (a page from before POST /erasure)
 *   GET    /messages/:id/personne 200 PersonEntries              the entry, then every entry with its e-mail or phone key, and what matched; 404
 *   POST   /erasure              200 ErasureResult               { entries: [{ id, email, phone }] }: exactly those, each only while it
 *                                                                still has that e-mail and phone; 400 none, more than 200, malformed
 *   GET    /export.csv?<filters>  200 text/csv
 *   GET    /staff                 200 StaffList                   the team's addresses (who added each, when), the latest changes (staff.ts)
 *   POST   /staff                 200 StaffAdded                  { address }; while the list is empty, the adder's own address is added
 *                                                                too (nobody locks themselves out); 400 not an e-mail address
 *   DELETE /staff/:address        200 StaffList                   404 not on the list; 409 lastStaff: the only address left, kept;
 *                                                                409 ownStaff: one's own address, unless ?moi=oui (the page asked)
 *   POST   /alerte-essai         200 AlertTestResult             « Envoyer une alerte d’essai »: a test through each alert channel
 *                                                                (worker/watchdog.ts), each sent or why not; 429 past 3 in 10 minutes
 *   anything else                 404 { error: 'notFound' }
 *   403 { error: 'forbidden' }    no valid Access token; { error: 'notStaff' } a valid token whose e-mail is not on the team's
 *                                 list (once it has an address); { error: 'otherOrigin' } a POST or DELETE from elsewhere
 */
import { Hono, type Context } from 'hono';
import { bulkMax, isStatus, staffAddress, type StaffAdded, kindOfStatus, noteMaxLength, readFilters, statusesOf, statusLabels, type BulkEntry, type ErasureEntry, type ErasureResult, type FavoriteConflict, type Me, type OfferCount, type StatusConflict } from '../../src/inbox/contract';
import { readCapped } from '../body';
import type { Env } from '../env';
import { json, noStore } from '../http';
import { formRules, offersDay, openOfferList } from '../siteData';
import { deleteMessages, messageById } from '../store';
import { staffEmail } from './access';
import { inboxMessages, inboxProblem } from './answers';
import { csvFileName, csvText } from './csv';
import { cvInlineResponse, cvResponse } from './cvFile';
import { cvZip } from './cvZip';
import { addEvent, changeFavorite, changeStatus, changeStatuses, emptyPipeline, exportRows, historyOf, idsWithEmail, lastChangeOf, lastFavoriteOf, listPage, offerCounts, otherApplicationsOf, personEntriesOf, versionsOf, erasableRows, selectionOf, toDetail, zipRows } from './queries';
import { readReplySend, replyModeOf, sendReply } from './replies';
import { addStaff, admissionOf, removeStaff, staffList, type StaffAdmission } from './staff';
import { takePlace } from '../rateLimit';
import { sendTestAlerts } from '../watchdog';

/** The test button's limit: 3 tests in 10 minutes (the 10-minute run forgets older places), enough to try again, never a flood of issues. */
export const alertTestLimit = { count: 3, seconds: 600 } as const;

/** The export's cap: a year of a busy firm's applications; past it, narrow the filters. */
export const exportCap = 5000;

type InboxEnv = { Bindings: Env; Variables: { email: string; admission: StaffAdmission } };

/** Message ids are random UUIDs: anything else is not one of ours. */
const idPattern = /^[A-Za-z0-9-]{1,64}$/;

const mediaType = (request: Request) => (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();

/**
 * A JSON object from the request's body (`cap` bytes at most: 16 Ko, more for the routes that name
 * up to bulkMax entries with their text), or undefined when it is anything else.
 */
async function jsonObject(request: Request, cap = 16_384): Promise<Record<string, unknown> | undefined> {
  const bytes = await readCapped(request, cap);
  if (bytes === 'tooLarge') return undefined;
  try {
    const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The entries a bulk status change names, each with the status the page showed (`from`); or the
 * refusal to answer: not such a list, an empty one, more than bulkMax. There is no « the whole
 * filtered list » here: the page reads it first (GET /selection), says how many, and asks.
 */
function bulkEntries(value: unknown): BulkEntry[] | Response {
  if (!Array.isArray(value) || !value.every((entry) => entry && typeof entry === 'object' && typeof entry.id === 'string' && idPattern.test(entry.id) && isStatus(entry.from))) {
    return inboxProblem('malformed', inboxMessages.malformed, 400);
  }
  const entries = [...new Map((value as BulkEntry[]).map(({ id, from }) => [id, { id, from }])).values()];
  if (entries.length === 0) return inboxProblem('invalid', inboxMessages.noSelection, 400);
  if (entries.length > bulkMax) return inboxProblem('invalid', inboxMessages.tooMany, 400);
  return entries;
}

/**
 * What a ZIP holds: the ids named (`value`, when given), or the filtered list (`ids`
 * undefined); or the refusal to answer: not a list of our ids, an empty one, more than bulkMax.
 */
function selection(value: unknown): { ids?: string[] } | Response {
  if (value === undefined) return {};
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && idPattern.test(id))) return inboxProblem('malformed', inboxMessages.malformed, 400);
  const ids = [...new Set(value as string[])];
  if (ids.length === 0) return inboxProblem('invalid', inboxMessages.noSelection, 400);
  if (ids.length > bulkMax) return inboxProblem('invalid', inboxMessages.tooMany, 400);
  return { ids };
}

/** The entries an erasure names, each with the e-mail and phone the page showed; or the refusal: not such a list, an empty one, more than bulkMax. */
function erasureEntries(value: unknown): ErasureEntry[] | Response {
  const text = (field: unknown, max: number) => typeof field === 'string' && field.length <= max;
  if (!Array.isArray(value) || !value.every((entry) => entry && typeof entry === 'object' && typeof entry.id === 'string' && idPattern.test(entry.id) && text(entry.email, 320) && text(entry.phone, 100))) {
    return inboxProblem('malformed', inboxMessages.malformed, 400);
  }
  const entries = [...new Map((value as ErasureEntry[]).map(({ id, email, phone }) => [id, { id, email, phone }])).values()];
  if (entries.length === 0) return inboxProblem('invalid', inboxMessages.noSelection, 400);
  if (entries.length > bulkMax) return inboxProblem('invalid', inboxMessages.tooMany, 400);
  return entries;
}

/** The inbox's routes, with the clock they use (the tests set it). */
export function inboxRoutes(clock: () => Date = () => new Date()) {
  const inbox = new Hono<InboxEnv>();

  inbox.use('*', async (c, next) => {
    const email = await staffEmail(c.req.raw, c.env);
    if (!email) return inboxProblem('forbidden', inboxMessages.forbidden, 403);
    // A valid token is not enough: its e-mail must be on the team's list, read now (not cached), so
    // that an address taken off it is refused at once (staff.ts).
    const admission = await admissionOf(c.env.DB, email);
    if (admission === 'refused') return inboxProblem('notStaff', inboxMessages.notStaff(email), 403);
    c.set('email', email);
    c.set('admission', admission);
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
    const [history, others, rules, versions] = await Promise.all([historyOf(env.DB, id), otherApplicationsOf(env.DB, message), formRules(env), versionsOf(env.DB, message)]);
    return { ...toDetail(message, history, others, rules.retentionMonths), ...versions };
  };
  const detailAnswer = async (env: Env, id: string) => {
    const updated = await detail(env, id);
    return updated ? json(updated) : notFound();
  };

  inbox.get('/me', (c) => {
    const me: Me = { email: c.get('email'), replies: replyModeOf(c.env) === 'envoi' ? { mode: 'envoi', from: c.env.SENDER_ADDRESS } : { mode: 'messagerie' }, teamEmpty: c.get('admission') === 'open' };
    return json(me);
  });

  inbox.get('/messages', async (c) => json(await listPage(c.env.DB, readFilters(c.req.query()), clock())));

  // The open offers first (the site's order, as the site lists them today), then every closed one
  // that has applications, from D1 (shortlisting goes on after the deadline), by reference, newest first.
  inbox.get('/offers', async (c) => {
    const [offers, counts] = await Promise.all([openOfferList(c.env, offersDay(c.env, clock())), offerCounts(c.env.DB)]);
    const total = (byStatus: OfferCount['byStatus']) => Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    const open = offers.map((offer): OfferCount => {
      const byStatus = counts.get(offer.reference)?.byStatus ?? emptyPipeline();
      return { reference: offer.reference, title: offer.title, total: total(byStatus), byStatus, closed: false };
    });
    const openReferences = new Set(offers.map((offer) => offer.reference));
    const closed = [...counts]
      .filter(([reference]) => !openReferences.has(reference))
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([reference, { title, byStatus }]): OfferCount => ({ reference, title, total: total(byStatus), byStatus, closed: true }));
    return json({ offers: [...open, ...closed] });
  });

  inbox.get('/messages/:id', async (c) => {
    const found = idPattern.test(c.req.param('id')) ? await detail(c.env, c.req.param('id')) : null;
    return found ? json(found) : notFound();
  });

  /** The CV's bytes and its row, or the French 404 (unknown entry, no CV, its file gone). */
  const cvOf = async (c: Context<InboxEnv>) => {
    const message = await row(c);
    if (!message) return notFound();
    if (!message.cv_key) return inboxProblem('notFound', inboxMessages.noCv, 404);
    const file = await c.env.CVS.get(message.cv_key);
    if (!file) return inboxProblem('notFound', inboxMessages.cvMissing, 404);
    return { message, bytes: new Uint8Array(await file.arrayBuffer()) };
  };

  inbox.get('/messages/:id/cv', async (c) => {
    const cv = await cvOf(c);
    return cv instanceof Response ? cv : cvResponse(cv.message, cv.bytes);
  });

  // Read in the inbox without downloading: a PDF only, in the inbox's own frame.
  inbox.get('/messages/:id/cv/lire', async (c) => {
    const cv = await cvOf(c);
    if (cv instanceof Response) return cv;
    return cvInlineResponse(cv.message, cv.bytes) ?? inboxProblem('invalid', inboxMessages.notPdf, 415);
  });

  inbox.post('/messages/:id/status', async (c) => {
    const body = await jsonObject(c.req.raw);
    if (!body) return inboxProblem('malformed', inboxMessages.malformed, 400);
    if (!isStatus(body.status)) return inboxProblem('invalid', inboxMessages.unknownStatus, 400);
    const message = await row(c);
    if (!message) return notFound();
    if (!statusesOf(message.kind).includes(body.status)) return inboxProblem('invalid', inboxMessages.otherKindStatus, 400);
    // The status the page showed: without it, a stale page could overwrite a colleague's choice.
    if (!isStatus(body.from)) return inboxProblem('malformed', inboxMessages.malformed, 400);
    if (await changeStatus(c.env.DB, { id: message.id, from: body.from }, body.status, c.get('email'), clock().toISOString())) return detailAnswer(c.env, message.id);
    const [now, change] = await Promise.all([detail(c.env, message.id), lastChangeOf(c.env.DB, message.id)]);
    if (!now) return notFound();
    const conflict: StatusConflict = { error: 'conflict', message: inboxMessages.conflict(statusLabels[now.status]), change, detail: now };
    return json(conflict, 409, noStore);
  });

  // A recruiter's « Favori », with who and when: an application only, from what the page showed.
  inbox.post('/messages/:id/favorite', async (c) => {
    const body = await jsonObject(c.req.raw);
    if (!body || typeof body.favorite !== 'boolean' || typeof body.from !== 'boolean') return inboxProblem('malformed', inboxMessages.malformed, 400);
    const message = await row(c);
    if (!message) return notFound();
    if (message.kind !== 'application') return inboxProblem('invalid', inboxMessages.notFavorite, 400);
    if (await changeFavorite(c.env.DB, message.id, body.from, body.favorite, c.get('email'), clock().toISOString())) return detailAnswer(c.env, message.id);
    const [now, change] = await Promise.all([detail(c.env, message.id), lastFavoriteOf(c.env.DB, message.id)]);
    if (!now) return notFound();
    const conflict: FavoriteConflict = { error: 'conflict', message: inboxMessages.favoriteConflict(now.favorite), change, detail: now };
    return json(conflict, 409, noStore);
  });

  inbox.post('/alerte-essai', async (c) => {
    const place = await takePlace(c.env.DB, 'alerte:essai', clock().getTime(), alertTestLimit);
    if (!place.admitted) {
      const minutes = Math.max(1, Math.ceil(place.retryAfter / 60));
      return inboxProblem('tooMany', `Déjà ${alertTestLimit.count}\u00a0alertes d’essai en 10\u00a0minutes\u00a0: réessayez dans ${minutes}\u00a0minute${minutes > 1 ? 's' : ''}.`, 429);
    }
    return json(await sendTestAlerts(c.env, clock()));
  });

  inbox.post('/messages/:id/notes', async (c) => {
    const body = await jsonObject(c.req.raw);
    if (!body || typeof body.text !== 'string') return inboxProblem('malformed', inboxMessages.malformed, 400);
    const text = body.text.trim();
    if (!text) return inboxProblem('invalid', inboxMessages.emptyNote, 400);
    if (text.length > noteMaxLength) return inboxProblem('invalid', inboxMessages.longNote, 400);
    const message = await row(c);
    if (!message) return notFound();
    await addEvent(c.env.DB, message.id, 'note', text, c.get('email'), clock().toISOString());
    return detailAnswer(c.env, message.id);
  });

  inbox.post('/messages/:id/replies', async (c) => {
    // A reply of replyTextMax characters (3 bytes each in UTF-8, at most 6 as a JSON escape) and bulkMax ids.
    const body = await jsonObject(c.req.raw, 96 * 1024);
    if (!body) return inboxProblem('malformed', inboxMessages.malformed, 400);
    const template = typeof body.template === 'string' ? body.template.trim() : '';
    if (!template || template.length > 120) return inboxProblem('invalid', inboxMessages.unknownTemplate, 400);
    const message = await row(c);
    if (!message) return notFound();
    if (body.send === true) {
      // Sent by the Worker (Email Sending): recorded only once it left, never before nor instead.
      if (replyModeOf(c.env) !== 'envoi') return inboxProblem('sendingOff', inboxMessages.sendingOff, 409);
      const reply = readReplySend(body, template);
      if ('refused' in reply) return inboxProblem('invalid', reply.refused, 400);
      const named = (reply.also ?? []).filter((id) => id !== message.id);
      const also = await idsWithEmail(c.env.DB, named, message.email);
      if (also.length !== named.length) return inboxProblem('invalid', inboxMessages.otherPerson, 400);
      const sent = await sendReply(c.env, message, reply, (await formRules(c.env)).site);
      if (!sent.ok) return inboxProblem('sendFailed', inboxMessages.sendFailed(sent.reason), 502);
      await addEvent(c.env.DB, [message.id, ...also], 'emailed', template, c.get('email'), clock().toISOString());
      return detailAnswer(c.env, message.id);
    }
    // Prepared (the mail program or WhatsApp opened, the text copied), or marked sent by staff.
    await addEvent(c.env.DB, message.id, body.sent === true ? 'sent' : 'reply', template, c.get('email'), clock().toISOString());
    return detailAnswer(c.env, message.id);
  });

  inbox.get('/selection', async (c) => json(await selectionOf(c.env.DB, readFilters(c.req.query()))));

  inbox.post('/statuses', async (c) => {
    const body = await jsonObject(c.req.raw);
    if (!body) return inboxProblem('malformed', inboxMessages.malformed, 400);
    if (!isStatus(body.status)) return inboxProblem('invalid', inboxMessages.unknownStatus, 400);
    const entries = bulkEntries(body.entries);
    if (entries instanceof Response) return entries;
    return json(await changeStatuses(c.env.DB, entries, body.status, kindOfStatus(body.status), c.get('email'), clock().toISOString()));
  });

  inbox.get('/cvs.zip', async (c) => {
    const query = c.req.query();
    const chosen = selection(query.ids?.split(',').filter(Boolean));
    if (chosen instanceof Response) return chosen;
    const { ids } = chosen;
    const results = await zipRows(c.env.DB, ids ? { ids } : { filters: readFilters(query) });
    if (results.length > bulkMax) return inboxProblem('invalid', inboxMessages.tooMany, 400);
    const withCv = results.filter((found) => found.cv_key);
    if (withCv.length === 0) return inboxProblem('notFound', inboxMessages.noCvInSelection, 404);
    return new Response(cvZip(c.env.CVS, withCv), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="cv-${clock().toISOString().slice(0, 10)}.zip"`,
        'X-Content-Type-Options': 'nosniff',
        ...noStore,
      },
    });
  });

  /** Deletes the rows' files, then the rows (each logged): a row without its file can be deleted again; a file without its row would be lost track of. */
  const erase = async (c: Context<InboxEnv>, rows: { id: string; cv_key: string | null }[]) => {
    const keys = rows.map((one) => one.cv_key).filter((key): key is string => Boolean(key));
    if (keys.length) await c.env.CVS.delete(keys);
    await deleteMessages(c.env.DB, rows.map((one) => one.id), { action: 'delete', by: c.get('email'), at: clock().toISOString() });
  };

  inbox.delete('/messages/:id', async (c) => {
    // The person's erasure is POST /erasure, with the entries staff ticked: never derived here again.
    if (c.req.query('personne') !== undefined) return inboxProblem('invalid', inboxMessages.erasureOutdated, 400);
    const message = await row(c);
    if (!message) return notFound();
    await erase(c, [message]);
    return new Response(null, { status: 204, headers: noStore });
  });

  // What an erasure request (law 2008-12) may take, for staff to tick: by e-mail or phone, with what matched.
  inbox.get('/messages/:id/personne', async (c) => {
    const message = await row(c);
    return message ? json(await personEntriesOf(c.env.DB, message)) : notFound();
  });

  // The erasure: exactly the entries named, each only while it still has the e-mail and phone the page showed.
  inbox.post('/erasure', async (c) => {
    // bulkMax entries, each an id, an e-mail (320 characters at most) and a phone as typed.
    const body = await jsonObject(c.req.raw, 256 * 1024);
    const entries = erasureEntries(body?.entries);
    if (entries instanceof Response) return entries;
    const rows = await erasableRows(c.env.DB, entries);
    await erase(c, rows);
    const deleted = new Set(rows.map((one) => one.id));
    const result: ErasureResult = { deleted: [...deleted], missing: entries.map(({ id }) => id).filter((id) => !deleted.has(id)) };
    return json(result);
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

  // The team's list (staff.ts): who may open the inbox.
  inbox.get('/staff', async (c) => json(await staffList(c.env.DB)));

  inbox.post('/staff', async (c) => {
    const body = await jsonObject(c.req.raw);
    if (!body) return inboxProblem('malformed', inboxMessages.malformed, 400);
    const address = staffAddress(body.address);
    if (!address) return inboxProblem('invalid', inboxMessages.badStaffAddress, 400);
    // The first address of an empty list comes with the adder's own: filling the list never locks them out.
    const own = c.get('admission') === 'open' ? staffAddress(c.get('email')) : null;
    const addresses = [...new Set([...(own ? [own] : []), address])];
    const added = await addStaff(c.env.DB, addresses, c.get('email'), clock().toISOString());
    const answer: StaffAdded = { ...(await staffList(c.env.DB)), added };
    return json(answer);
  });

  inbox.delete('/staff/:address', async (c) => {
    const address = staffAddress(c.req.param('address'));
    if (!address) return inboxProblem('notFound', inboxMessages.unknownStaff, 404);
    // One's own address closes the inbox to oneself at the next request: only when the page asked, and said so.
    if (address === staffAddress(c.get('email')) && c.req.query('moi') !== 'oui') return inboxProblem('ownStaff', inboxMessages.ownStaff, 409);
    const removal = await removeStaff(c.env.DB, address, c.get('email'), clock().toISOString());
    if (removal === 'last') return inboxProblem('lastStaff', inboxMessages.lastStaff(address), 409);
    if (removal === 'unknown') return inboxProblem('notFound', inboxMessages.unknownStaff, 404);
    return json(await staffList(c.env.DB));
  });

  inbox.all('*', () => inboxProblem('notFound', inboxMessages.unknownRoute, 404));
  inbox.onError((error) => {
    console.error(error);
    return inboxProblem('server', inboxMessages.server, 500);
  });
  return inbox;
}
