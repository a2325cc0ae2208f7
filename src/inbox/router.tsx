/**
 * The inbox's one route (/admin/candidatures/): what is shown is in the address, as typed search
 * params (the filters, the page, and `id` for one application), so a filtered list or an
 * application can be bookmarked, shared with a colleague, and left with Back.
 */
import { createRootRoute, createRoute, createRouter, useRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router';
import { name as firmName } from 'virtual:content/site';
import { LogoMark } from '../components/Logo/Logo';
import { button } from '../styles/classes';
import { inboxApi, InboxError } from './api';
import { readFilters, type InboxDetail, type InboxPage, type InboxSearch, type Me, type OfferCount, type StaffList } from './contract';
import { Application } from './Application';
import { foldFilters, InboxList } from './InboxList';
import { InboxLink } from './links';
import { MeContext } from './me';
import { EmptyTeamBanner, Team } from './Team';
import { forgetNotices } from './notices';
import * as styles from './inbox.css';

/** What the route loads for the address: who is signed in, the open offers, and a list, an application or the team's list. */
export interface InboxData {
  me: Me;
  offers: OfferCount[];
  detail?: InboxDetail;
  list?: InboxPage;
  team?: StaffList;
}

/**
 * The address's search, typed: unknown or malformed values are dropped. Every key is returned,
 * undefined when refused: TanStack Router lays this over the raw params, so a key left out would
 * keep its raw value (« du=pas-un-jour »).
 */
export function validateSearch(raw: Record<string, unknown>): InboxSearch {
  const id = typeof raw.id === 'string' && /^[0-9a-f-]{36}$/.test(raw.id) ? raw.id : undefined;
  const filters = readFilters(raw);
  const vue = raw.vue === 'equipe' ? 'equipe' : undefined;
  return { offre: filters.offre, statut: filters.statut, type: filters.type, du: filters.du, au: filters.au, q: filters.q, page: filters.page, tri: filters.tri, favori: filters.favori, personne: filters.personne, id, vue };
}

function Frame({ children, email }: { children: React.ReactNode; email?: string }) {
  return (
    <>
      <header className={styles.top}>
        <a className={styles.brand} href="/admin/candidatures">
          <LogoMark className={styles.mark} />
          <span>
            {firmName}
            <span className={styles.brandSub}>
              Candidatures et messages
            </span>
          </span>
        </a>
        <p className={styles.who}>
          {email && <span>Connecté : {email}</span>}
          {email && <InboxLink search={{ vue: 'equipe' }}>Équipe</InboxLink>}
          <a href="/admin/">Modifier le site</a>
        </p>
      </header>
      <main id="contenu" className={styles.main}>
        {children}
      </main>
    </>
  );
}

/**
 * What the Worker refused, or what went wrong, in French, with what to do: back to the list when
 * the application is gone (trying again would only fail again), else try again.
 */
function Refused({ message, gone = false, search = {} }: { message: string; gone?: boolean; search?: InboxSearch }) {
  const router = useRouter();
  return (
    <Frame>
      <div className={styles.alert} role="alert">
        <p>{message}</p>
      </div>
      <p>
        {gone ? (
          <InboxLink search={search}>← Retour à la liste</InboxLink>
        ) : (
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => void router.invalidate()}>
            Réessayer
          </button>
        )}
      </p>
    </Frame>
  );
}

function Failure({ error }: ErrorComponentProps) {
  return <Refused message={error instanceof InboxError ? error.message : 'La page n’a pas pu s’afficher. Rechargez-la.'} />;
}

const rootRoute = createRootRoute({ errorComponent: Failure });

/**
 * Who the Access token names: asked once per visit, not at each filter or page (the token does not
 * change while the page is open). A refusal is not kept, so « Réessayer » asks again. (An address
 * taken off the team's list is refused by every other request too: the page says it then.)
 */
let signedIn: Promise<Me> | undefined;
function whoIsSignedIn() {
  signedIn ??= inboxApi.me().then(
    (me) => {
      // While the team's list is empty, asked again at each page: its banner goes once someone fills it.
      if (me.teamEmpty) signedIn = undefined;
      return me;
    },
    (error: unknown) => {
      signedIn = undefined;
      throw error;
    },
  );
  return signedIn;
}

const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/candidatures',
  validateSearch,
  // Only the known params: the raw address's others (« ?inconnu=1 ») reach no request.
  loaderDeps: ({ search }) => validateSearch(search),
  loader: async ({ deps: { id, vue, ...filters } }): Promise<InboxData | { refused: string; gone: boolean }> => {
    try {
      if (vue === 'equipe') {
        const [me, team] = await Promise.all([whoIsSignedIn(), inboxApi.staff()]);
        return { me, offers: [], team };
      }
      const [me, offers, detail, list] = await Promise.all([
        whoIsSignedIn(),
        inboxApi.offers(),
        id ? inboxApi.detail(id) : Promise.resolve(undefined),
        id ? Promise.resolve(undefined) : inboxApi.list(filters),
      ]);
      return { me, offers: offers.offers, detail, list };
    } catch (error) {
      // An answer the Worker gave (no Access token, an application deleted meanwhile) is a page
      // of its own, not an error of the app: it says what to do.
      if (error instanceof InboxError) return { refused: error.message, gone: Boolean(id) && error.status === 404 };
      throw error;
    }
  },
  // A status changed or an application deleted is read again from the server, never guessed.
  staleTime: 0,
  component: function InboxRoute() {
    // The site's router is the one registered for types (src/router.tsx): this route's own are spelled out.
    const data = inboxRoute.useLoaderData() as unknown as InboxData | { refused: string; gone: boolean };
    const search = validateSearch(inboxRoute.useSearch());
    if ('refused' in data) return <Refused message={data.refused} gone={data.gone} search={{ ...search, id: undefined }} />;
    const { me, offers, detail, list, team } = data;
    return (
      <MeContext.Provider value={me}>
        <Frame email={me.email}>
          {me.teamEmpty && !team && <EmptyTeamBanner />}
          {team ? <Team team={team} /> : detail ? <Application detail={detail} search={search} /> : list && <InboxList key={search.q ?? ''} list={list} offers={offers} search={search} />}
        </Frame>
      </MeContext.Provider>
    );
  },
  pendingComponent: () => (
    <Frame>
      <p role="status">Chargement…</p>
    </Frame>
  ),
});

/** The inbox's router, on the browser's address (or a memory history in the tests). */
export function createInboxRouter(history?: RouterHistory) {
  signedIn = undefined;
  forgetNotices();
  foldFilters();
  return createRouter({
    routeTree: rootRoute.addChildren([inboxRoute]),
    // /admin/candidatures, as the host serves it (it drops a trailing slash): no redirect.
    basepath: '/admin',
    defaultPendingMs: 300,
    // The list keeps its scroll when a filter changes; an application opens at its top.
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}
