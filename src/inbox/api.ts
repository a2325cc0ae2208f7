/**
 * The inbox's calls to the Worker (/api/inbox/*, src/inbox/contract.ts). Cloudflare Access adds
 * the staff member's token to each request at the edge; the pages never see it. Every failure
 * becomes an InboxError with a French message staff can act on.
 */
import { filterQuery, type BulkResult, type InboxDetail, type InboxFilters, type InboxPage, type OfferCount, type Status } from './contract';

export class InboxError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'InboxError';
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
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : (fallbackMessages[response.status] ?? `Le serveur a répondu par une erreur (${response.status}). Réessayez dans un instant.`);
    throw new InboxError(message, response.status);
  }
  return body as T;
}

const post = <T,>(path: string, body: unknown) => call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const inboxApi = {
  me: () => call<{ email: string }>('/me'),
  list: (filters: InboxFilters) => call<InboxPage>(`/messages${filterQuery(filters)}`),
  offers: () => call<{ offers: OfferCount[] }>('/offers'),
  detail: (id: string) => call<InboxDetail>(`/messages/${encodeURIComponent(id)}`),
  setStatus: (id: string, status: Status) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/status`, { status }),
  addNote: (id: string, text: string) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/notes`, { text }),
  recordReply: (id: string, template: string) => post<InboxDetail>(`/messages/${encodeURIComponent(id)}/replies`, { template }),
  /** A status for the entries checked (`ids`) or for the whole filtered list (`filters`). */
  setStatuses: (target: { ids: string[] } | { filters: InboxFilters }, status: Status) => post<BulkResult>('/statuses', { ...target, status }),
  remove: (id: string) => call<void>(`/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** The CVs of the entries checked, or of the whole filtered list, as one ZIP (« Nom – REF.pdf » inside). */
export const zipUrl = (target: { ids: string[] } | { filters: InboxFilters }) => {
  if ('ids' in target) return `/api/inbox/cvs.zip?ids=${target.ids.map(encodeURIComponent).join(',')}`;
  const { page: _page, ...filters } = target.filters;
  return `/api/inbox/cvs.zip${filterQuery(filters)}`;
};

/** The CV's address: a plain link, served as an attachment by the Worker after the Access check. */
export const cvUrl = (id: string) => `/api/inbox/messages/${encodeURIComponent(id)}/cv`;

/** The filtered list as CSV (every page), for Excel. */
export const exportUrl = ({ page: _page, ...filters }: InboxFilters) => `/api/inbox/export.csv${filterQuery(filters)}`;
