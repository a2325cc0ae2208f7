/**
 * The offers' pages in jsdom, the whole app rendered at a path: /offres (cards, filters as search
 * params, the empty result, the pages, a failed load and its retry), /offres/$slug (facts,
 * JobPosting, the three ways to apply, sharing, a closed offer, an unknown one) and the contact
 * form of a candidate. The build's data files are computed from the real content on the test
 * builds' day and served by a mocked fetch, as the static host serves them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, setupUser } from '../components/renderApp';
import { apply as applyCopy, empty as emptyCopy, filters as filtersCopy, gone as goneCopy, loadError, offer as offerCopy, retry, share as shareCopy } from 'virtual:content/offers';
import { application as applicationCopy } from 'virtual:content/contact';
import { notFound as notFoundCopy } from 'virtual:content/ui';
import { email } from 'virtual:content/site';
import { loadContent } from '../../src/content/load';
import { offerDataFiles, offerFacets, openOffers } from '../../src/offers/build';
import { forgetOfferIndex } from '../../src/offers/source';
import type { Offer } from '../../src/offers/offers';
import { plain } from '../specText';

const today = '2026-11-23';
const content = loadContent();
const realOffers = openOffers(content, today);
const facets = offerFacets(content, realOffers);

/** 23 offers: the three real ones and twenty copies, for three pages of ten. */
const manyOffers: Offer[] = [
  ...realOffers,
  ...Array.from({ length: 20 }, (_, index) => ({
    ...realOffers[1]!,
    slug: `copie-${index + 1}`,
    reference: `COPIE-${index + 1}`,
    title: `Poste copié ${index + 1}`,
    datePosted: '2026-10-01',
  })),
];

let files: Record<string, unknown> = {};
let failing: RegExp | null = null;
const requested: string[] = [];

beforeEach(() => {
  forgetOfferIndex();
  files = offerDataFiles(realOffers, facets);
  failing = null;
  requested.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requested.push(path);
    if (failing?.test(path)) throw new TypeError('Failed to fetch');
    const data = files[path.slice(1)];
    return data === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const main = () => screen.getByRole('main');
const cards = () => within(main()).queryAllByRole('heading', { level: 3 }).map((heading) => plain(heading.textContent).replace(/ – .*$/, ''));
const comptable = realOffers.find((offer) => offer.reference === 'SRH-2026-031')!;

async function waitForCards(titles: string[]) {
  await waitFor(() => expect(cards()).toEqual(titles));
}

describe('/offres', () => {
  // The filters' index is fetched once per page load, and again after a failure (each test is a new page load).
  it('a failed load says so in French, and « Réessayer » loads the offers', async () => {
    failing = /index\.json$/;
    await renderApp('/offres?contrat=cdi');
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain(plain(loadError));
    failing = null;
    await setupUser().click(within(alert).getByRole('button', { name: retry }));
    await waitForCards(['Comptable senior']);
  });

  it('lists the open offers newest first, with contract, city, sector and dates', async () => {
    await renderApp('/offres');
    await waitForCards(realOffers.map((offer) => offer.title));
    expect(within(main()).getByRole('heading', { level: 2, name: '3 offres' })).toBeInTheDocument();
    const card = within(main()).getByRole('link', { name: /Comptable senior/ }).closest('li')!;
    expect(plain(card.textContent)).toContain('CDI');
    expect(plain(card.textContent)).toContain('Services financiers');
    expect(plain(card.textContent)).toContain('Publiée le 12 novembre 2026');
    expect(plain(card.textContent)).toContain(plain('Candidatures jusqu’au 15 décembre 2026'));
    expect(within(main()).getByRole('link', { name: /Comptable senior/ })).toHaveAttribute('href', `/offres/${comptable.slug}`);
  });

  it('a list filters as soon as it changes, the keyword on « Filtrer », and each is in the address', async () => {
    const { router } = await renderApp('/offres');
    const user = setupUser();
    await waitForCards(realOffers.map((offer) => offer.title));
    await user.selectOptions(screen.getByLabelText('Contrat'), 'interim');
    await waitForCards(['Chef de chantier gros œuvre']);
    expect(router.state.location.search).toEqual({ contrat: 'interim' });
    await user.selectOptions(screen.getByLabelText('Contrat'), '');
    await user.selectOptions(screen.getByLabelText('Ville'), 'Dakar');
    await waitForCards(['Comptable senior', 'Développeur full stack JavaScript']);
    await user.type(screen.getByLabelText('Mot-clé'), 'developpeur');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitForCards(['Développeur full stack JavaScript']);
    expect(router.state.location.search).toEqual({ ville: 'Dakar', q: 'developpeur' });
    await user.selectOptions(screen.getByLabelText('Secteur'), 'services-financiers');
    expect(await within(main()).findByRole('heading', { name: plain(emptyCopy.title) })).toBeInTheDocument();
    await user.click(within(main()).getAllByRole('link', { name: 'Voir toutes les offres' })[0]!);
    await waitForCards(realOffers.map((offer) => offer.title));
    expect(router.state.location.search).toEqual({});
  });

  it('each list offers only what the open offers have', async () => {
    await renderApp('/offres');
    await waitForCards(realOffers.map((offer) => offer.title));
    const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value);
    expect(options('Contrat')).toEqual(['', 'cdi', 'interim', 'consultance']);
    const [anySector, ...sectors] = options('Secteur');
    expect(anySector).toBe('');
    expect(sectors.sort()).toEqual([...new Set(realOffers.map((offer) => offer.sector))].sort());
    expect(sectors.length).toBeLessThan(content.collections.sectors.length);
    expect(options('Ville')).toEqual(['', 'Dakar', 'Diamniadio']);
  });

  it('each filter that applies can be removed alone; « Voir toutes les offres » removes them all', async () => {
    const { router } = await renderApp('/offres?contrat=cdi&ville=Dakar&q=comptable');
    await waitForCards(['Comptable senior']);
    const applied = within(main()).getByRole('list', { name: filtersCopy.applied });
    const user = setupUser();
    await user.click(within(applied).getByRole('link', { name: filtersCopy.remove.replace('{valeur}', 'CDI') }));
    await waitFor(() => expect(router.state.location.search).toEqual({ ville: 'Dakar', q: 'comptable' }));
    await user.click(within(main()).getByRole('link', { name: filtersCopy.remove.replace('{valeur}', '« comptable »') }));
    await waitFor(() => expect(router.state.location.search).toEqual({ ville: 'Dakar' }));
    await waitForCards(['Comptable senior', 'Développeur full stack JavaScript']);
    expect(screen.getByLabelText('Mot-clé')).toHaveValue('');
    await user.click(within(main()).getByRole('link', { name: filtersCopy.reset }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('changing a list that already filters replaces the history entry: one Back returns to the whole list', async () => {
    const { router } = await renderApp('/offres');
    await waitForCards(realOffers.map((offer) => offer.title));
    const user = setupUser();
    const entries = router.history.length;
    await user.selectOptions(screen.getByLabelText('Contrat'), 'cdi');
    await user.selectOptions(screen.getByLabelText('Contrat'), 'interim');
    await user.selectOptions(screen.getByLabelText('Contrat'), 'consultance');
    await waitFor(() => expect(router.state.location.search).toEqual({ contrat: 'consultance' }));
    expect(router.history.length).toBe(entries + 1);
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('Enter in « Mot-clé » filters and leaves the focus, and the text, in the field', async () => {
    const { router } = await renderApp('/offres');
    await waitForCards(realOffers.map((offer) => offer.title));
    const user = setupUser();
    const field = screen.getByLabelText('Mot-clé');
    await user.type(field, 'comptable{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'comptable' }));
    await waitForCards(['Comptable senior']);
    expect(screen.getByLabelText('Mot-clé')).toHaveFocus();
    expect(screen.getByLabelText('Mot-clé')).toHaveValue('comptable');
  });

  it('ignores what it does not know in the address', async () => {
    await renderApp('/offres?contrat=astronaute&secteur=constructor&ville=Tombouctou&page=abc');
    await waitForCards(realOffers.map((offer) => offer.title));
    expect(screen.getByLabelText('Contrat')).toHaveValue('');
  });

  it('an empty result offers a spontaneous application, with the three ways to apply', async () => {
    await renderApp('/offres?q=astronaute');
    expect(await within(main()).findByRole('heading', { name: plain(emptyCopy.title) })).toBeInTheDocument();
    const spontaneous = within(main()).getByRole('heading', { name: 'Candidature spontanée', level: 2 }).closest('section')!;
    const mail = new URL(within(spontaneous).getByRole('link', { name: applyCopy.email }).getAttribute('href')!);
    expect(mail.searchParams.get('subject')).toBe('Candidature spontanée');
    expect(within(spontaneous).getByRole('link', { name: applyCopy.form })).toHaveAttribute('href', '/contact?candidature=spontanee#votre-message');
  });

  it('shows ten offers a page, and moves between pages', async () => {
    files = offerDataFiles(manyOffers, facets);
    const { router } = await renderApp('/offres');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(within(main()).getByText('Page 1 sur 3')).toBeInTheDocument();
    const user = setupUser();
    await user.click(within(main()).getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(within(main()).getByText('Page 2 sur 3')).toBeInTheDocument());
    expect(cards()).toHaveLength(10);
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(requested).toContain('/donnees/offres/page-2.json');
    await user.click(within(main()).getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(main()).getByRole('link', { name: 'Page précédente' }));
    await waitFor(() => expect(within(main()).getByText('Page 2 sur 3')).toBeInTheDocument());
  });
});

describe('/offres/$slug', () => {
  it('shows the whole offer, its JobPosting, the three ways to apply and the share links', async () => {
    await renderApp(`/offres/${comptable.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptable senior' })).toBeInTheDocument();
    expect(plain(main().textContent)).toContain('SRH-2026-031');
    expect(plain(main().textContent)).toContain('650 000 – 850 000 FCFA par mois');
    expect(plain(main().textContent)).toContain(plain(offerCopy.confidential));
    const jobPosting = JSON.parse(main().querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jobPosting).toMatchObject({ '@type': 'JobPosting', title: 'Comptable senior', identifier: { value: 'SRH-2026-031' } });
    const mail = new URL(screen.getByRole('link', { name: applyCopy.email }).getAttribute('href')!);
    expect(mail.pathname).toBe(email);
    expect(mail.searchParams.get('subject')).toBe('Candidature – SRH-2026-031 – Comptable senior');
    expect(screen.getByRole('link', { name: applyCopy.form })).toHaveAttribute('href', '/contact?offre=SRH-2026-031#votre-message');
    expect(screen.getByRole('link', { name: applyCopy.title })).toHaveAttribute('href', '#postuler');
    expect(within(main()).getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toContain(encodeURIComponent(`/offres/${comptable.slug}`));
    expect(within(main()).getByRole('link', { name: `← ${offerCopy.back}` })).toHaveAttribute('href', '/offres');
  });

  it('« Copier le lien » is a button: it copies the address and says so; if the clipboard refuses, or there is none, the browser asks', async () => {
    await renderApp(`/offres/${comptable.slug}`);
    const copy = await screen.findByRole('button', { name: shareCopy.copy });
    expect(copy).toBeEnabled();
    // After user-event's setup, which puts a clipboard of its own on navigator.
    const user = setupUser();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`/offres/${comptable.slug}$`)));
    expect(await screen.findByText(shareCopy.copied)).toBeInTheDocument();
    writeText.mockRejectedValueOnce(new Error('refusé'));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await user.click(copy);
    await waitFor(() => expect(prompt).toHaveBeenCalledWith(shareCopy.copy, expect.stringContaining(comptable.slug)));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(copy);
    expect(prompt).toHaveBeenCalledTimes(2);
  });

  it('after its deadline, in the visitor’s day, says applications are closed and hides « Postuler »', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-16T08:00:00Z'));
    await renderApp(`/offres/${comptable.slug}`);
    expect(await screen.findByRole('heading', { name: plain(offerCopy.closedTitle) })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: applyCopy.email })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: applyCopy.title })).not.toBeInTheDocument();
  });

  it('an offer that is not (or no longer) built says so, and leads to the open offers and a spontaneous application', async () => {
    await renderApp('/offres/offre-fermee-srh-2020-001');
    expect(await screen.findByRole('heading', { level: 1, name: goneCopy.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: notFoundCopy.title })).not.toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: goneCopy.offers })).toHaveAttribute('href', '/offres');
    expect(within(main()).getByRole('link', { name: goneCopy.spontaneous })).toHaveAttribute('href', '/contact?candidature=spontanee#votre-message');
  });

  it('any other unknown address keeps the specification’s page, both buttons home', async () => {
    await renderApp('/page-inexistante');
    expect(await screen.findByRole('heading', { level: 1, name: notFoundCopy.title })).toBeInTheDocument();
    // Both buttons home, then the suggestions (pages and latest articles), not the offer's ways on.
    expect(within(main()).getAllByRole('link').map((link) => link.getAttribute('href')).slice(0, 2)).toEqual(['/', '/']);
    expect(within(main()).queryByRole('link', { name: goneCopy.offers })).not.toBeInTheDocument();
    expect(within(main()).getByRole('navigation', { name: notFoundCopy.suggestions })).toBeInTheDocument();
  });
});

describe('the contact form of a candidate', () => {
  it('names the offer of /contact?offre=REF, with no company nor service to choose (the offer decides)', async () => {
    await renderApp('/contact?offre=srh-2026-031');
    const note = await screen.findByTestId('application-note');
    expect(plain(note.textContent)).toContain('SRH-2026-031 – Comptable senior');
    expect(screen.queryByLabelText(/Service/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Entreprise/)).not.toBeInTheDocument();
  });

  it('a spontaneous application says so', async () => {
    await renderApp('/contact?candidature=spontanee');
    const note = await screen.findByTestId('application-note');
    expect(plain(note.textContent)).toContain(plain(applicationCopy.spontaneous));
    expect(screen.queryByLabelText(/Service/)).not.toBeInTheDocument();
  });

  it('a reference no open offer has leaves a plain form', async () => {
    await renderApp('/contact?offre=SRH-1999-001');
    await waitFor(() => expect(requested).toContain('/donnees/offres/references/SRH-1999-001.json'));
    await act(async () => {});
    expect(screen.queryByTestId('application-note')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Service/)).toHaveValue('default');
  });

  it('drops the offer when the address no longer names it', async () => {
    const { router } = await renderApp('/contact?offre=SRH-2026-031');
    await screen.findByTestId('application-note');
    await act(() => router.navigate({ to: '/contact' }));
    await waitFor(() => expect(screen.queryByTestId('application-note')).not.toBeInTheDocument());
  });
});
