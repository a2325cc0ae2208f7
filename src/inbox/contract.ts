/**
 * The inbox's contract: what /api/inbox/* answers (worker/inbox/) and what the inbox's pages
 * (/admin/candidatures/, src/inbox/) ask. No React, no DOM, no Worker types: both sides import it.
 *
 *   GET    /api/inbox/me                        { email }                     who the Access token names
 *   GET    /api/inbox/messages?<filters>&page=N  InboxPage                    50 per page, newest first
 *   GET    /api/inbox/offers                    { offers: OfferCount[] }      the open offers, then the closed ones with applications
 *   GET    /api/inbox/messages/:id              InboxDetail                   every field, the status history
 *   GET    /api/inbox/messages/:id/cv           the CV file, as an attachment (never inline)
 *   POST   /api/inbox/messages/:id/status       { status, from } → InboxDetail  JSON only, the site's Origin only;
 *                                               409 StatusConflict when the entry is no longer at `from`
 *   POST   /api/inbox/messages/:id/replies      { template } → InboxDetail    « Réponse préparée » (mail program, WhatsApp, copied)
 *                                               { template, sent: true }      staff sent it from their own mail
 *                                               ReplySend → InboxDetail       « envoi » mode: the Worker sends it (502 when it did not leave)
 *   POST   /api/inbox/messages/:id/favorite     { favorite, from } → InboxDetail  an application only;
 *                                               409 FavoriteConflict when it is no longer at `from`
 *   GET    /api/inbox/selection?<filters>       Selection                     what a bulk action on the filtered list would act on
 *   POST   /api/inbox/statuses                  { status, entries: [{ id, from }] } → BulkResult
 *   DELETE /api/inbox/messages/:id              204                           the row, its history and its CV
 *   GET    /api/inbox/messages/:id/personne     PersonEntries                 the entries with its e-mail or its phone, and which matched
 *   POST   /api/inbox/erasure                   { entries: ErasureEntry[] } → ErasureResult  exactly the entries named, each only if
 *                                               it still has the e-mail and phone the page showed (an erasure request, law 2008-12)
 *   GET    /api/inbox/export.csv?<filters>      text/csv (UTF-8 with BOM, « ; »): the filtered list, no CV
 *   GET    /api/inbox/staff                     StaffList                     the team's addresses, the latest changes
 *   POST   /api/inbox/staff                     { address } → StaffAdded      (the adder's own too while the list is empty)
 *   DELETE /api/inbox/staff/:address[?moi=oui]  StaffList                     never the last; one's own only with ?moi=oui
 *
 * Every answer carries `Cache-Control: no-store`. Without a valid Access token, or with one whose
 * e-mail is not on the team's list (once the list has an address): 403, nothing else.
 * Errors are `{ error, message }` with a French message.
 */

/**
 * How replies leave the inbox (wrangler.jsonc REPLY_MODE): « messagerie », from staff's own mail
 * or WhatsApp, the inbox opening them ready; « envoi », the Worker sends them through Cloudflare
 * Email Sending, and records « Réponse envoyée » only once the send succeeded.
 */
export const replyModes = ['messagerie', 'envoi'] as const;
export type ReplyMode = (typeof replyModes)[number];
export const readReplyMode = (value: unknown): ReplyMode => (value === 'envoi' ? 'envoi' : 'messagerie');

/**
 * GET /me: who the Access token names, how replies leave (the sender's address in « envoi » mode),
 * and whether the team's list is still empty (everyone Access admits gets in: the inbox says so).
 */
export interface Me {
  email: string;
  replies: { mode: 'messagerie' } | { mode: 'envoi'; from: string };
  teamEmpty: boolean;
}

/**
 * The team's list (GET /staff, issue 57): the addresses that open the inbox, each with who added
 * it and when (null: written by hand, outside the inbox), and the latest changes, newest first.
 */
export interface StaffMember {
  address: string;
  addedBy: string | null;
  addedAt: string;
}
export interface StaffChange {
  action: 'add' | 'remove';
  address: string;
  by: string;
  at: string;
}
export interface StaffList {
  members: StaffMember[];
  changes: StaffChange[];
}
/** POST /staff: the list now, and the addresses this request added (none: it was there already). */
export interface StaffAdded extends StaffList {
  added: string[];
}
/** How many of the latest changes GET /staff shows. */
export const staffChangesShown = 20;

/**
 * An address as the team's list keeps it (trimmed, lower case), or null when it is not an e-mail
 * address: one @, something before it, a dot in the domain, no space, 254 characters at most.
 */
export function staffAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim().toLowerCase();
  return address.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : null;
}

/** A reply's subject and text, at most (characters): the inbox refuses longer, never cuts. */
export const replySubjectMax = 300;
export const replyTextMax = 10_000;

/**
 * POST /messages/:id/replies in « envoi » mode: the Worker sends `subject` and `text` to the
 * entry's e-mail, and records « emailed » on it and on `also` (the same person's other entries
 * chosen in a bulk reply, same e-mail: one e-mail per person) once the send succeeded.
 */
export interface ReplySend {
  template: string;
  send: true;
  subject: string;
  text: string;
  also?: string[];
}

/** Where a candidate stands, in the order a recruiter moves them. */
export const applicationStatuses = ['nouvelle', 'etude', 'entretien', 'retenue', 'ecartee'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Where a client's message stands: a message is not a candidate, and « message » is masculine. */
export const messageStatuses = ['a_traiter', 'repondu', 'classe'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Every status; each kind has its own (statusesOf), and D1 refuses the other kind's. */
export const statuses = [...applicationStatuses, ...messageStatuses] as const;
export type Status = ApplicationStatus | MessageStatus;

export const statusLabels: Record<Status, string> = {
  nouvelle: 'Nouvelle',
  etude: 'À l’étude',
  entretien: 'Entretien',
  retenue: 'Retenue',
  ecartee: 'Écartée',
  a_traiter: 'À traiter',
  repondu: 'Répondu',
  classe: 'Classé',
};

/** The statuses of a kind of entry, the first one being the status it arrives with. */
export const statusesOf = (kind: 'message' | 'application'): readonly Status[] => (kind === 'application' ? applicationStatuses : messageStatuses);

/** The kind of entry a status belongs to. */
export const kindOfStatus = (status: Status): 'message' | 'application' => ((messageStatuses as readonly Status[]).includes(status) ? 'message' : 'application');

export const isStatus = (value: unknown): value is Status => typeof value === 'string' && (statuses as readonly string[]).includes(value);

export const kinds = ['candidatures', 'messages'] as const;
/** « candidatures »: applications (to an offer, or spontaneous); « messages »: the contact form's. */
export type Kind = (typeof kinds)[number];

export const kindLabels: Record<Kind, string> = { candidatures: 'Candidatures', messages: 'Messages' };

/** Rows per page of the list, on the server. */
export const pageSize = 50;

/**
 * The list's filters, as they stand in the address (/admin/candidatures/?offre=SRH-2026-031&statut=entretien):
 * the same names in the inbox's search params and in the API's query.
 */
export interface InboxFilters {
  /** An offer's reference, or « spontanee » for spontaneous applications. */
  offre?: string;
  statut?: Status;
  type?: Kind;
  /** Received on or after this day (« 2026-11-01 », UTC). */
  du?: string;
  /** Received on or before this day. */
  au?: string;
  /** Part of the name or the e-mail, any case, accents ignored; or a phone number written any way (six digits or more). */
  q?: string;
  /** 1-based. */
  page?: number;
  /** The order: newest first when absent, « ancien » oldest first, « nom » by name. */
  tri?: Sort;
  /** 1: the favourites only (applications marked « Favori »). */
  favori?: 1;
  /** An application's id: that person's applications (samePerson in worker/inbox/queries.ts), this one included. */
  personne?: string;
}

/** The list's orders besides the default (newest first, written nowhere in the address). */
export const sorts = ['ancien', 'nom'] as const;
export type Sort = (typeof sorts)[number];
export const sortLabels: Record<Sort | 'recent', string> = { recent: 'Les plus récents d’abord', ancien: 'Les plus anciens d’abord', nom: 'Par nom, de A à Z' };

/**
 * The inbox page's address (its search params): the list's filters, `id` when one application is
 * open, `vue=equipe` for the team's list (who may open the inbox).
 */
export type InboxSearch = InboxFilters & { id?: string; vue?: 'equipe' };

/** « spontanee » in `offre`: the applications that name no offer. */
export const spontaneous = 'spontanee';

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Reads filters from a search or query (unknown or malformed values are dropped, never an error). */
export function readFilters(raw: Record<string, unknown>): InboxFilters {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const filters: InboxFilters = {};
  const offre = text(raw.offre);
  if (offre === spontaneous || /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(offre)) filters.offre = offre;
  const statut = text(raw.statut);
  if (isStatus(statut)) filters.statut = statut;
  const type = text(raw.type);
  if ((kinds as readonly string[]).includes(type)) filters.type = type as Kind;
  if (isDay(text(raw.du))) filters.du = text(raw.du);
  if (isDay(text(raw.au))) filters.au = text(raw.au);
  const q = text(raw.q).slice(0, 100);
  if (q) filters.q = q;
  const page = Number(text(raw.page));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  const tri = text(raw.tri);
  if ((sorts as readonly string[]).includes(tri)) filters.tri = tri as Sort;
  if (text(raw.favori) === '1') filters.favori = 1;
  const personne = text(raw.personne);
  if (/^[0-9a-f-]{36}$/.test(personne)) filters.personne = personne;
  return filters;
}

/** The query string of `filters` (the same names), without empty values. */
export function filterQuery(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One row of the list. */
export interface InboxItem {
  id: string;
  receivedAt: string;
  kind: 'message' | 'application';
  name: string;
  email: string;
  /** The offer named, or null (a spontaneous application, or a message). */
  offer: { reference: string; title: string } | null;
  /** The service chosen (a message), its id. */
  service: string | null;
  status: Status;
  hasCv: boolean;
  /** The firm's e-mail has not left yet (the retry is pending). */
  notEmailed: boolean;
  /** An application: how many other applications the same person sent (0 for a message). */
  others: number;
  /** An application marked « Favori » (a message never is). */
  favorite: boolean;
  /** The sender's correction of an entry that had arrived (the same send, another body: issue 55). */
  correction?: boolean;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pages: number;
  /**
   * With `personne`: whose applications these are (the name on the application named, and how many
   * she sent in all, whatever the other filters); null when no application has that id.
   */
  person?: { name: string; applications: number } | null;
  /**
   * With a search longer than D1 can look for (a LIKE pattern holds 50 bytes, « é » taking 2): the
   * beginning that was searched, cut between two characters; absent when the whole search was.
   * The list says so, in French.
   */
  searchCut?: string;
  /**
   * The firm's e-mails that have not left for more than 10 minutes (at least one retry failed),
   * whatever the filters, and since when the oldest waits; null when none. The list says so.
   */
  waiting: { count: number; since: string } | null;
  /**
   * What the site's hourly watchdog found and has not seen resolved (worker/watchdog.ts): each
   * problem's fixed code, its French sentence (what broke, what to do), since when. The list shows
   * them above everything, whatever the filters.
   */
  alerts: InboxAlert[];
}

export interface InboxAlert {
  code: string;
  level: 'problem' | 'warning';
  text: string;
  since: string;
  /** When the watchdog last said it on each channel (null: not yet, or never: the channel it concerns). */
  emailSent: string | null;
  githubSent: string | null;
}

/** The inbox's « Envoyer une alerte d’essai » (POST /api/inbox/alerte-essai): each channel, sent or why not. */
export type AlertTestOutcome = { sent: true } | { sent: false; reason: string };
export interface AlertTestResult {
  email: AlertTestOutcome;
  github: AlertTestOutcome;
}

/**
 * What the list says of `searchCut` (D1 searches 50 bytes of a pattern at most, worker/d1Limits.ts):
 * what was searched, in characters as staff count them, and what to do.
 */
export function searchCutNote(searched: string): string {
  const characters = [...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(searched)].length;
  const first = characters > 1 ? `aux ${characters}\u00a0premiers caractères` : 'au premier caractère';
  return `Recherche limitée ${first}\u00a0: «\u00a0${searched}\u00a0». Pour chercher la suite, tapez-en seulement un morceau.`;
}

/** An e-mail to the firm that has waited this long has failed at least once: the list shows a banner. */
export const waitingMinutes = 10;

export interface StatusChange {
  status: Status;
  by: string;
  at: string;
}

/**
 * What happened to an entry, oldest first: a status chosen, a note written, a reply prepared from
 * a template (« reply »: the mail program or WhatsApp opened on it, or its text copied; nothing
 * says it left), a reply staff marked as sent (« sent »), a reply the Worker sent (« emailed »).
 */
export type HistoryEntry = ({ type: 'status'; status: Status } | { type: 'note'; text: string } | { type: 'reply'; template: string } | { type: 'sent'; template: string } | { type: 'emailed'; template: string } | { type: 'favorite'; favorite: boolean }) & {
  by: string;
  at: string;
};

/** Who last added the application to the favourites or took it out, and when (none: never changed). */
export type FavoriteChange = { favorite: boolean; by: string; at: string } | null;

/** The last favourite change in a history (oldest first): who chose the « Favori » shown, and when. */
export const lastFavoriteChange = (history: HistoryEntry[]): FavoriteChange => {
  const last = history.findLast((entry) => entry.type === 'favorite');
  return last?.type === 'favorite' ? { favorite: last.favorite, by: last.by, at: last.at } : null;
};

/**
 * 409 on a favourite toggle: the application is no longer as the page showed it (a colleague
 * added it or took it out meanwhile). Nothing was saved; `detail` is the entry as it is now.
 */
export interface FavoriteConflict {
  error: 'conflict';
  message: string;
  change: FavoriteChange;
  detail: InboxDetail;
}

/** The last status change of an entry: who set which status, and when (none: it still has the one it arrived with). */
export type LastChange = { status: Status; by: string; at: string } | null;

/**
 * 409 on a status change: the entry is no longer at the status the page showed (a colleague
 * changed it meanwhile). Nothing was saved; `detail` is the entry as it is now.
 */
export interface StatusConflict {
  error: 'conflict';
  message: string;
  change: LastChange;
  detail: InboxDetail;
}

/** One entry of a bulk action: its id and the status the page showed for it. */
export interface BulkEntry {
  id: string;
  from: Status;
}

/** What a bulk action on the filtered list would act on (bulkMax + 1 entries at most), and how many there are. */
export interface Selection {
  entries: SelectedEntry[];
  total: number;
}

/** An entry a bulk action acts on: what its status change, its ZIP and its reply need. */
export type SelectedEntry = Pick<InboxItem, 'id' | 'kind' | 'status' | 'hasCv' | 'name' | 'email' | 'offer'>;

/** Another application by the same person (the same e-mail, any case, or the same phone number). */
export interface OtherApplication {
  id: string;
  receivedAt: string;
  offer: { reference: string; title: string } | null;
  status: Status;
}

/**
 * An entry an erasure may take (GET /messages/:id/personne): what staff need to tell whether it is
 * the person who asked, and what links it to the entry they started from.
 */
export interface PersonEntry {
  id: string;
  kind: 'message' | 'application';
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  offer: { reference: string; title: string } | null;
  hasCv: boolean;
  /** The same e-mail (any case), the same phone (its last nine digits, placeholders aside); none for the entry itself. */
  matched: ('email' | 'phone')[];
}

/** The entry first, then every entry with its e-mail or its phone, newest first (bulkMax at most; `more` when there are others). */
export interface PersonEntries {
  entries: PersonEntry[];
  more: boolean;
}

/**
 * POST /erasure names each entry to erase with the e-mail and phone the page showed: the Worker
 * deletes an entry only if it still has them, and never adds one of its own.
 */
export type ErasureEntry = Pick<PersonEntry, 'id' | 'email' | 'phone'>;

/** What an erasure did: the ids deleted, and those it left (gone meanwhile, or no longer what the page showed). */
export interface ErasureResult {
  deleted: string[];
  missing: string[];
}

/** A note's length, at most (characters): the inbox refuses a longer one before saving, never cuts it. */
export const noteMaxLength = 10_000;

/** Bulk actions: how many entries one request may name. */
export const bulkMax = 200;

/** An entry a bulk change skipped because it no longer had the status the page showed. */
export interface BulkConflict {
  id: string;
  name: string;
  /** Its status now, and who set it when. */
  change: LastChange & object;
}

/** What a bulk status change did: the entries it changed, with the status each had (to undo). */
export interface BulkResult {
  changed: BulkEntry[];
  /** Entries left as they were: already at that status, of the other kind, or gone. */
  unchanged: number;
  /** Entries changed by someone else since the page showed them: left as they are. */
  conflicts: BulkConflict[];
}

export interface InboxDetail extends InboxItem {
  phone: string;
  company: string;
  message: string;
  cv: { name: string; type: string; size: number } | null;
  /** Status changes, notes and replies, oldest first. */
  history: HistoryEntry[];
  /** The same person's other applications, newest first (none for a message). */
  otherApplications: OtherApplication[];
  /** When the retention run deletes it (legal.yml's months for its kind). */
  deleteAfter: string;
  emailError: string | null;
  /** A correction: the entry it corrects (the first one sent). */
  corrects?: { id: string; receivedAt: string } | null;
  /** The sender's corrections of this entry, oldest first: the last one is what they mean now. */
  corrections?: { id: string; receivedAt: string }[];
}

export interface OfferCount {
  reference: string;
  title: string;
  /** No longer published on the site (its deadline passed, or the firm took it down): its applications stay. */
  closed: boolean;
  total: number;
  /** The offer's pipeline: its applications per status. */
  byStatus: Record<ApplicationStatus, number>;
}

/** How a count of applications at a status reads: « 2 nouvelles », « 1 à l’étude », « 3 en entretien ». */
export const statusCountWords: Record<ApplicationStatus, [one: string, many: string]> = {
  nouvelle: ['nouvelle', 'nouvelles'],
  etude: ['à l’étude', 'à l’étude'],
  entretien: ['en entretien', 'en entretien'],
  retenue: ['retenue', 'retenues'],
  ecartee: ['écartée', 'écartées'],
};

/** The CSV's columns, in order (French headers). */
export const csvColumns = ['Reçue le', 'Type', 'Nom', 'E-mail', 'Téléphone', 'Entreprise', 'Offre', 'Intitulé', 'Service', 'Statut', 'CV joint', 'Autres candidatures', 'Message', 'Notes', 'Favori'] as const;
