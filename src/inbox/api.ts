/**
 * The inbox's calls to the Worker (/api/inbox/*, src/inbox/contract.ts). Cloudflare Access adds
 * the staff member's token to each request at the edge; the pages never see it. Every failure
 * becomes an InboxError with a French message staff can act on.
 */
import { bulkMax, filterQuery, type AlertTestResult, type BulkEntry, type BulkResult, type ErasureEntry, type ErasureResult, type FavoriteConflict, type InboxDetail, type InboxFilters, type InboxPage, type Me, type OfferCount, type PersonEntries, type ReplySend, type Selection, type StaffAdded, type StaffList, type Status, type StatusConflict } from './contract';

export class InboxError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'InboxError';
  }
}

/** 409: the entry changed since the page showed it; nothing was saved. `conflict.detail` is the entry now. */
export class InboxConflict extends InboxError {
  constructor(readonly conflict: StatusConflict) {
    super(conflict.message, 409);
    this.name = 'InboxConflict';
  }
}

/** 409 on a favourite toggle: the application was added or taken out meanwhile; nothing was saved. */
export class InboxFavoriteConflict extends InboxError {
  constructor(readonly conflict: FavoriteConflict) {
    super(conflict.message, 409);
    this.name = 'InboxFavoriteConflict';
  }
}

const fallbackMessages: Record<number, string> = {
  403: 'Accès réservé à l’équipe du cabinet : connectez-vous par Cloudflare Access, puis rechargez la page.',
  404: 'Cette candidature n’existe plus : elle a peut-être été supprimée.',
};

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/inbox${path}`, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new InboxError('Le serveur ne répond pas. Vérifiez la connexion, puis réessayez.', 0);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (response.status === 409 && (body as Partial<StatusConflict> | undefined)?.error === 'conflict') throw new InboxConflict(body as StatusConflict);
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : (fallbackMessages[response.status] ?? `Le serveur a répondu par une erreur (${response.status}). Réessayez dans un instant.`);
    throw new InboxError(message, response.status);
  }
  return body as T;
}

const post = <T,>(path: string, body: unknown) => call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const inboxApi = {
  me: () => call<Me>('/me'),
  /** « Envoyer une alerte d’essai »: each alert channel, sent or why not (worker/watchdog.ts). */
  testAlert: () => post<AlertTestResult>('/alerte-essai', {}),
  list: (filters: InboxFilters) => call<InboxPage>(`/messages${filterQuery(filters)}`),
  offers: () => call<{ offers: OfferCount[] }>('/offers'),
  detail: (id: string) => call<InboxDetail>(`/messages/${encodeURIComponent(id)}`),
  /** Moves the entry from `from`, the status the page shows, to `status`; InboxConflict when it is no longer at `from`. */
  setStatus: (id: string, status: Status, from: Status) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/status`, { status, from }),
  /** Adds the application to the favourites (`favorite`) or takes it out, from `from`, what the page shows; InboxFavoriteConflict when it is no longer so. */
  setFavorite: (id: string, favorite: boolean, from: boolean) =>
    post<InboxDetail>(`/messages/${encodeURIComponent(id)}/favorite`, { favorite, from }).catch((error: unknown) => {
      throw error instanceof InboxConflict ? new InboxFavoriteConflict(error.conflict as unknown as FavoriteConflict) : error;
    }),
  addNote: (id: string, text: string) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/notes`, { text }),
  /** « Réponse préparée » in the history; with `sent`, the reply staff marked as sent. */
  recordReply: (id: string, template: string, sent = false) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/replies`, sent ? { template, sent } : { template }),
  /** « envoi » mode: the Worker sends the reply (to this entry's e-mail; `also`, the same person's other entries it answers); InboxError when it did not leave. */
  sendReply: (id: string, reply: ReplySend) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/replies`, reply),
  /** What a bulk action on the whole filtered list would act on, to say how many before asking. */
  selection: ({ page: _page, ...filters }: InboxFilters) => call<Selection>(`/selection${filterQuery(filters)}`),
  /** The same, refused in French (InboxError) when the list now holds more than a bulk action takes. */
  async wholeList(filters: InboxFilters): Promise<Selection> {
    const selection = await inboxApi.selection(filters);
    if (selection.total > bulkMax) throw new InboxError(`La liste compte maintenant ${selection.total.toLocaleString('fr-FR')}\u00a0entrées, plus de ${bulkMax}\u00a0: affinez les filtres ou cochez des lignes.`, 400);
    return selection;
  },
  /** A status for the entries named, each with the status the page showed. */
  setStatuses: (entries: BulkEntry[], status: Status) => post<BulkResult>('/statuses', { entries, status }),
  remove: (id: string) => call<void>(`/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** What an erasure request may take: the entry, then every entry with its e-mail or phone, and what matched. */
  personEntries: (id: string) => call<PersonEntries>(`/messages/${encodeURIComponent(id)}/personne`),
  /** The erasure of exactly the entries staff ticked, each only while it still has the e-mail and phone the page showed. */
  erase: (entries: ErasureEntry[]) => post<ErasureResult>('/erasure', { entries }),
  /** The team's list: who may open the inbox, and the latest changes. */
  staff: () => call<StaffList>('/staff'),
  /** Adds an address (and the caller's own while the list is empty); `added` says which were new. */
  addStaff: (address: string) => post<StaffAdded>('/staff', { address }),
  /** Takes an address off; `own` when it is the caller's (the dialog said so). */
  removeStaff: (address: string, own: boolean) => call<StaffList>(`/staff/${encodeURIComponent(address)}${own ? '?moi=oui' : ''}`, { method: 'DELETE' }),
};

/** The CVs of the entries checked, or of the whole filtered list, as one ZIP (« Nom – REF.pdf » inside). */
export const zipUrl = (target: { ids: string[] } | { filters: InboxFilters }) => {
  if ('ids' in target) return `/api/inbox/cvs.zip?ids=${target.ids.map(encodeURIComponent).join(',')}`;
  const { page: _page, ...filters } = target.filters;
  return `/api/inbox/cvs.zip${filterQuery(filters)}`;
};

/** The CV's address: a plain link, served as an attachment by the Worker after the Access check. */
export const cvUrl = (id: string) => `/api/inbox/messages/${encodeURIComponent(id)}/cv`;

/** A PDF CV to read in the page, inline, in the inbox's own frame. */
export const cvReadUrl = (id: string) => `${cvUrl(id)}/lire`;

/** The filtered list as CSV (every page), for Excel. */
export const exportUrl = ({ page: _page, ...filters }: InboxFilters) => `/api/inbox/export.csv${filterQuery(filters)}`;
