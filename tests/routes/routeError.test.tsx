/**
 * A page that fails, in jsdom, the whole app rendered at a path (components/RouteError, the
 * router's error component for every route): in French and in the site's frame, the offline
 * words when the network did not answer, the words of a failed page otherwise, « Réessayer »
 * running the page's loader again; the page's head without its data; and the offer a candidate
 * read named by its form with no request. The build's data files are computed from the real
 * content on the test builds' day and served by a mocked fetch, as the static host serves them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, setupUser } from '../components/renderApp';
import * as offlineWords from 'virtual:content/offlinePage';
import { apply as applyCopy } from 'virtual:content/offers';
import { application as applicationCopy } from 'virtual:content/contact';
import { loadContent } from '../../src/content/load';
import { isUnreachable } from '../../src/components/RouteError/RouteError';
import { fetchData, Unreachable } from '../../src/lib/pageData';
import { offerDataFiles, offerFacets, openOffers } from '../../src/offers/build';
import { offerData } from '../../src/offers/offers';
import { pageHead } from '../../src/site/seo';
import { plain } from '../specText';

const today = '2026-11-23';
const content = loadContent();
const realOffers = openOffers(content, today);
const files = offerDataFiles(realOffers, offerFacets(content, realOffers));

/** How the data files answer: `offline`, no answer at all (the fetch fails, as offline with no copy); `broken`, a server error. */
let answer: 'ok' | 'offline' | 'broken' = 'ok';
const requested: string[] = [];

beforeEach(() => {
  answer = 'ok';
  requested.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requested.push(path);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'broken') return new Response('', { status: 500 });
    const data = files[path.slice(1)];
    return data === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const main = () => screen.getByRole('main');

/** The app at `path`, rendered in an awaited act(): the error page's code is fetched as it first shows (React suspends meanwhile). */
async function renderFailing(path: string) {
  let rendered!: Awaited<ReturnType<typeof renderApp>>;
  await act(async () => {
    rendered = await renderApp(path);
  });
  return rendered;
}
/** The router's own English words, which must never show. */
const english = /Something went wrong|Show Error|Not Found/i;

describe('a page that fails', () => {
  it('with no network, says so with the offline page’s words, in the site’s frame, with its own title; « Réessayer » loads the page once the network is back', async () => {
    answer = 'offline';
    await renderFailing('/offres');
    const heading = await within(main()).findByRole('heading', { level: 1, name: offlineWords.heading });
    expect(heading.closest('[data-testid="route-error"]')).toHaveAttribute('data-reason', 'offline');
    expect(within(main()).getByText(offlineWords.text)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(english);
    await waitFor(() => expect(document.title).toBe(`${offlineWords.title} | Sunu RH Conseil`));
    expect(within(main()).getByRole('link', { name: offlineWords.home })).toHaveAttribute('href', '/');

    // Still offline: the same words. The network back: the page.
    const retry = within(main()).getByRole('button', { name: offlineWords.retry });
    await setupUser().click(retry);
    expect(await within(main()).findByRole('heading', { level: 1, name: offlineWords.heading })).toBeInTheDocument();
    answer = 'ok';
    await setupUser().click(within(main()).getByRole('button', { name: offlineWords.retry }));
    expect(await within(main()).findByRole('heading', { level: 3, name: new RegExp(realOffers[0]!.title) })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });

  it('for another reason (the server failed), says the page could not be shown, in French, with the same two ways on', async () => {
    answer = 'broken';
    await renderFailing('/actualites');
    const heading = await within(main()).findByRole('heading', { level: 1, name: offlineWords.errorHeading });
    expect(heading.closest('[data-testid="route-error"]')).toHaveAttribute('data-reason', 'error');
    expect(plain(main().textContent)).toContain(plain(offlineWords.errorText));
    expect(within(main()).getByRole('button', { name: offlineWords.retry })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: offlineWords.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(english);
  });

  it('tells a network failure from any other: the data files’ failed fetch, a script or stylesheet that did not arrive', async () => {
    answer = 'offline';
    const failure = await fetchData(offerData.index()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Unreachable);
    expect(isUnreachable(failure)).toBe(true);
    for (const message of ['Failed to fetch dynamically imported module: http://localhost/assets/a.js', 'error loading dynamically imported module', 'Importing a module script failed.']) {
      expect(isUnreachable(new TypeError(message)), message).toBe(true);
    }
    expect(isUnreachable(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    answer = 'broken';
    const broken = await fetchData(offerData.index()).catch((error: unknown) => error);
    expect(isUnreachable(broken)).toBe(false);
    expect(isUnreachable(new TypeError("Cannot read properties of undefined (reading 'seo')"))).toBe(false);
    expect(isUnreachable('Failed to fetch')).toBe(false);
  });

  it('a page’s head without its data (its loader failed) is empty, not an error: the error page gives the title', () => {
    expect(pageHead({ loaderData: undefined, match: { fullPath: '/offres/' } })).toEqual({});
    expect(pageHead({ loaderData: { seo: { title: 'Offres', description: 'Les offres.' } }, match: { fullPath: '/offres/' } })).toMatchObject({ links: [{ rel: 'canonical', href: expect.stringMatching(/\/offres$/) }] });
  });
});

describe('the offer a candidate read, named by its form', () => {
  it('« Postuler par le formulaire » from the offer names it with no request: offline, the form still has its offer', async () => {
    const offer = realOffers[1]!;
    const { router } = await renderApp(`/offres/${offer.slug}`);
    await within(main()).findByRole('heading', { level: 1, name: offer.title });
    answer = 'offline';
    requested.length = 0;
    await setupUser().click(within(main()).getByRole('link', { name: applyCopy.form }));
    await waitFor(() => expect(router.state.location.search).toEqual({ offre: offer.reference }));
    const note = await screen.findByTestId('application-note');
    expect(plain(note.textContent)).toContain(`${offer.reference} – ${offer.title}`);
    expect(await screen.findByLabelText(new RegExp(applicationCopy.cvLabel.slice(0, 7)))).toHaveAttribute('type', 'file');
    expect(requested).not.toContain(offerData.reference(offer.reference));
  });
});
