import { afterEach, describe, it, expect, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp, setupUser } from '../components/renderApp';
import { hero } from 'virtual:content/home';
import { hero as aboutHero, teamIntro } from 'virtual:content/about';
import { team } from 'virtual:content/collections';
import { hero as servicesHero } from 'virtual:content/services';
import { hero as contactHero } from 'virtual:content/contact';
import { plain } from '../specText';
import { notFound as notFoundWords } from 'virtual:content/ui';
import latest from 'virtual:content/latest-articles';
import { gone } from 'virtual:content/offers';
import { photoSource } from '../../src/lib/stockImage';

/*
 * Each test renders a whole page, so each checks several things on it: whole pages are the
 * costly part of the unit run. Sections are found by their heading's text (cheap); the
 * accessible structure (roles, names) is checked where it matters.
 */

const main = () => screen.getByRole('main');

/** Each page has exactly one h1, inside <main>; returns it. */
function onlyH1() {
  const headings = document.querySelectorAll('h1');
  expect(headings).toHaveLength(1);
  expect(main()).toContainElement(headings[0]!);
  return headings[0]!;
}

/** The <section> introduced by the h2 with this text. */
function sectionTitled(title: string | RegExp) {
  return within(main()).getByText(title, { selector: 'h2' }).closest('section') as HTMLElement;
}

/** The list item that holds the h3 with this exact text. */
function cardOf(container: HTMLElement, title: string) {
  return within(container).getByText(title, { selector: 'h3' }).closest('li') as HTMLElement;
}

const hrefOf = (element: Element) => element.getAttribute('href');
const h3Texts = (container: HTMLElement) => [...container.querySelectorAll('h3')].map((h) => h.textContent);

/** Waits for the h1 of the page navigated to (route code loads lazily). */
const findH1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('route /', () => {
  it('renders a single h1 and a hero with two buttons, to /contact and to /services, then a line leading job seekers to the offers', async () => {
    await renderApp('/');
    const h1 = onlyH1();
    expect(h1).toHaveTextContent(hero.title);
    const heroSection = h1.closest('section')!;
    const links = within(heroSection).getAllByRole('link');
    expect(links.map(hrefOf)).toEqual(['/contact', '/services', '/offres']);
    expect(links.slice(0, 2).every((link) => link.className.includes('button'))).toBe(true);
    expect(plain(links[2]!.closest('p')!.textContent)).toBe(plain(`${hero.jobSeekers.question} ${hero.jobSeekers.link.label}`));
  });

  // The specification's « Interim » is the service's name; the site spells it in French, « Intérim », as on /services.
  it('shows three teasers, Intérim, Recrutement and Gestion de la paie, linking to /services#interim, #recrutement, #paie', async () => {
    await renderApp('/');
    const expected = [
      ['Intérim', '/services#interim'],
      ['Recrutement', '/services#recrutement'],
      ['Gestion de la paie', '/services#paie'],
    ] as const;
    for (const [title, href] of expected) {
      expect(within(cardOf(main(), title)).getByRole('link')).toHaveAttribute('href', href);
    }
    const teaserLinks = [...main().querySelectorAll('a[href^="/services#"]')].map(hrefOf);
    expect(teaserLinks).toEqual(expected.map(([, href]) => href));
  });

  it('shows the three claims, three testimonials and a closing call to action to /contact', async () => {
    await renderApp('/');
    const claims = within(sectionTitled(/en chiffres/)).getAllByRole('listitem');
    expect(claims).toHaveLength(3);
    const [satisfaction, companies, recommend] = claims.map((claim) => claim.textContent!.replace(/\s+/g, ' '));
    expect(satisfaction).toMatch(/\+ de 90 ?%.*satisfaits/);
    expect(companies).toMatch(/\+ de 150.*entreprises africaines/);
    expect(recommend).toMatch(/^98 ?%.*recommandent/);

    expect(within(sectionTitled(/confiance/)).getAllByRole('figure')).toHaveLength(3);

    const lastSection = [...main().querySelectorAll(':scope > section')].at(-1) as HTMLElement;
    expect(within(lastSection).getByRole('link')).toHaveAttribute('href', '/contact');
  });
});

describe('route /a-propos', () => {
  it('renders a single h1, the four values Excellence, Partenariat, Impact Local, Innovation, and a call to action to /contact', async () => {
    await renderApp('/a-propos');
    expect(onlyH1()).toHaveTextContent(aboutHero.title);
    expect(h3Texts(sectionTitled('Nos valeurs'))).toEqual(['Excellence', 'Partenariat', 'Impact Local', 'Innovation']);
    const lastSection = [...main().querySelectorAll(':scope > section')].at(-1) as HTMLElement;
    expect(within(lastSection).getByRole('link')).toHaveAttribute('href', '/contact');
  });

  it('shows three leaders, each with name, role, description and a portrait', async () => {
    await renderApp('/a-propos');
    expect(team).toHaveLength(3);
    const teamSection = sectionTitled(teamIntro.title);
    expect(h3Texts(teamSection)).toEqual(team.map((leader) => leader.name));
    for (const leader of team) {
      const card = cardOf(teamSection, leader.name);
      // The copy as written (no-break spaces included), not whitespace-normalised.
      expect(card.textContent).toContain(leader.role);
      expect(card.textContent).toContain(leader.description);
      const portrait = within(card).getByRole('img');
      expect(portrait).toHaveAccessibleName(leader.photo.alt);
      expect(portrait.getAttribute('src')).toBe(photoSource(leader.photo, 800));
    }
  });
});

describe('route /services', () => {
  const ids = ['interim', 'recrutement', 'paie', 'ipm', 'rh'];

  it('renders a single h1 and five cards, #interim #recrutement #paie #ipm #rh, each with four features and « Demander un devis » to /contact', async () => {
    await renderApp('/services');
    expect(onlyH1()).toHaveTextContent(servicesHero.title);
    const anchors = [...main().querySelectorAll('[id]')].map((el) => el.id).filter((id) => ids.includes(id));
    expect(anchors).toEqual(ids);
    for (const id of ids) {
      const card = document.getElementById(id)!;
      expect(card.tagName).toBe('LI');
      expect(card.querySelector('h3')?.textContent?.trim()).toBeTruthy();
      const features = [...card.querySelectorAll('ul > li')];
      expect(features, `features of #${id}`).toHaveLength(4);
      for (const feature of features) expect(feature.textContent!.trim()).not.toBe('');
      const quote = within(card).getByRole('link', { name: 'Demander un devis' });
      expect(quote).toHaveAttribute('href', '/contact');
    }
  });

  it('shows the four steps with their exact titles in order, and the six sectors with their exact names', async () => {
    await renderApp('/services');
    const approach = sectionTitled('Notre approche');
    expect(approach.querySelector('ol')).not.toBeNull();
    expect(h3Texts(approach)).toEqual([
      'Analyse & Diagnostic',
      'Stratégie & Planification',
      'Implémentation & Déploiement',
      'Suivi & Optimisation',
    ]);
    expect(h3Texts(sectionTitled(/secteurs/i))).toEqual([
      'Services financiers',
      'Technologie & IT',
      'Santé et Social',
      'Industrie & BTP',
      'Commerce & Distribution',
      'Services aux entreprises',
    ]);
  });
});

describe('links to a service card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    { visitor: 'by default', reducedMotion: false, behavior: 'smooth' },
    { visitor: 'with prefers-reduced-motion', reducedMotion: true, behavior: 'auto' },
  ])('$visitor, a home teaser link scrolls /services to the #paie card ($behavior)', async ({ reducedMotion, behavior }) => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = setupUser();
    const { router } = await renderApp('/', { reducedMotion });
    scrolled.mockClear();
    await user.click(main().querySelector<HTMLAnchorElement>('a[href="/services#paie"]')!);
    await findH1(servicesHero.title);
    expect(router.state.location.hash).toBe('paie');
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
    const target = scrolled.mock.contexts.at(-1) as Element;
    expect(target.id).toBe('paie');
    expect(scrolled.mock.calls.at(-1)?.[0]).toMatchObject({ behavior, block: 'start' });
  }, 20_000);
});

describe('route /contact', () => {
  it('renders a single h1, the form, the opening hours and the phone and e-mail links', async () => {
    await renderApp('/contact');
    expect(onlyH1()).toHaveTextContent(contactHero.title);
    expect(within(main()).getByRole('form')).toContainElement(screen.getByRole('button', { name: 'Envoyer le message' }));
    // The details and the map are hydrated once their code arrives (ContactSections.tsx).
    await screen.findByRole('heading', { name: /Coordonnées|Nos coordonnées/ });

    const rows = [...main().querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Lundi–vendredi', '9h00–18h00'],
      ['Samedi', '9h00–13h00'],
      ['Dimanche', 'fermé'],
    ]);

    expect(within(main()).getByText('+221 33 000 00 00', { selector: 'a' })).toHaveAttribute('href', 'tel:+221330000000');
    expect(main().querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it('embeds an OpenStreetMap frame with the marker on the Dakar office', async () => {
    await renderApp('/contact');
    await vi.waitFor(() => expect(main().querySelectorAll('iframe')).toHaveLength(1));
    const frames = main().querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const src = new URL(frames[0]!.getAttribute('src')!);
    expect(src.protocol).toBe('https:');
    expect(src.hostname).toMatch(/(^|\.)openstreetmap\.org$/);
    expect(src.pathname).toBe('/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('14.6928,-17.4467');
    expect(frames[0]!.getAttribute('title')?.trim()).toBeTruthy();
  });
});

describe('unknown path', () => {
  it.each(['/nimporte-quoi', '/services/interim'])(
    '%s renders « Page non trouvée », the 404 sentence and two links both to /',
    async (path) => {
      await renderApp(path);
      expect(onlyH1()).toHaveTextContent('Page non trouvée');
      const notFound = screen.getByRole('region', { name: 'Page non trouvée' });
      expect(plain(notFound.textContent)).toContain("Désolé, la page que vous recherchez n'existe pas ou a été déplacée.");
      // The specification's two buttons, both home, before the suggestions.
      const suggestions = within(notFound).getByRole('navigation', { name: notFoundWords.suggestions });
      const buttons = within(notFound).getAllByRole('link').filter((link) => !suggestions.parentElement!.contains(link));
      expect(buttons.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [notFoundWords.home.replace("'", '’'), '/'],
        [notFoundWords.back, '/'],
      ]);
    },
  );

  it('suggests the pages staff chose and the three latest articles, and no page when the address resembles none', async () => {
    await renderApp('/nimporte-quoi');
    const notFound = screen.getByRole('region', { name: 'Page non trouvée' });
    const pages = within(notFound).getByRole('navigation', { name: notFoundWords.suggestions });
    expect(within(pages).getAllByRole('link').map((link) => [plain(link.textContent), link.getAttribute('href')])).toEqual(notFoundWords.pages.map((page) => [plain(page.label), page.to]));
    const articles = within(notFound).getByRole('region', { name: notFoundWords.articles });
    // Three at most; the trial period's article is a draft, so two today.
    expect(latest.map((article) => article.slug)).toEqual(['ipm-ce-que-l-employeur-doit-savoir', 'preparer-un-entretien-d-embauche']);
    expect(within(articles).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(latest.map((article) => `/actualites/${article.slug}`));
    expect(articles.querySelectorAll('time')[0]).toHaveAttribute('datetime', latest[0]!.date);
    expect(notFound.textContent).not.toMatch(/Vouliez-vous dire/);
  });

  it.each([
    ['/service', 'Services', '/services'],
    ['/actualites/un-article-retire', 'Actualités', '/actualites'],
  ])('at %s, proposes the page the address resembles: « %s »', async (path, name, href) => {
    // The static host answers 404 for an article's data file that does not exist.
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 404 }));
    const user = setupUser();
    const { router } = await renderApp(path);
    const notFound = await screen.findByRole('region', { name: 'Page non trouvée' });
    fetch.mockRestore();
    const closest = await within(notFound).findByText(/^Vouliez-vous dire/);
    expect(plain(closest.textContent)).toBe(`Vouliez-vous dire ${name} ?`);
    await user.click(within(closest).getByRole('link', { name }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(href));
  });

  it('a closed offer’s address keeps its own ways on, without the suggestions', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 404 }));
    await renderApp('/offres/une-offre-close');
    await findH1(gone.title);
    expect(screen.getAllByRole('link', { name: gone.spontaneous })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: notFoundWords.suggestions })).not.toBeInTheDocument();
  });

  it('a known path does not render the 404 page', async () => {
    await renderApp('/a-propos');
    expect(screen.queryByText('Page non trouvée')).not.toBeInTheDocument();
  });

  it('clicking a 404 button leads home', async () => {
    const user = setupUser();
    await renderApp('/nimporte-quoi');
    const notFound = screen.getByRole('region', { name: 'Page non trouvée' });
    await user.click(within(notFound).getAllByRole('link')[0]!);
    expect(await findH1(hero.title)).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('clicking header links navigates: the h1 changes and the URL follows', async () => {
    const user = setupUser();
    const { router } = await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });

    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    expect(await findH1(servicesHero.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
    expect(screen.queryByText(hero.title, { selector: 'h1' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'À propos' }));
    expect(await findH1(aboutHero.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/a-propos');

    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(await findH1(contactHero.title)).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Accueil' }));
    expect(await findH1(hero.title)).toBeInTheDocument();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  }, 20_000);

  it('after navigating, focus moves to the new h1 and the new page is announced', async () => {
    const user = setupUser();
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    const h1 = await findH1(servicesHero.title);
    await vi.waitFor(() => expect(h1).toHaveFocus());
    await vi.waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent(/Services RH/));
  });

  it('announces the not-found page by its title when a link leads nowhere', async () => {
    const { router } = await renderApp('/');
    await act(() => router.navigate({ to: '/plus-la' as '/' }));
    await findH1('Page non trouvée');
    await vi.waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent(/^Page chargée\s*: Page non trouvée$/));
  });

  it('each page sets its own document title, naming the firm', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/a-propos', '/services', '/contact', '/nimporte-quoi']) {
      const { unmount } = await renderApp(path);
      expect(document.title).toMatch(/Sunu RH Conseil/);
      titles.add(document.title);
      unmount();
    }
    expect(titles.size).toBe(5);
  });
});
