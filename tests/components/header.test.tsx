import { afterEach, describe, it, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, scrollWindowTo, setupUser } from './renderApp';
import { headerScrollThreshold } from '../../machines';
import { hero as aboutHero } from 'virtual:content/about';
import { hero as contactHero } from 'virtual:content/contact';
import { hero as servicesHero } from 'virtual:content/services';

/** The header and footer frame every page; the light 404 page keeps these tests fast. */
const framePage = '/page-absente';

const header = () => screen.getByRole('banner');
const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const toggle = () => within(header()).getByRole('button', { name: /menu/i });

afterEach(() => {
  // The tests move the page; the next one starts at the top.
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  document.documentElement.style.removeProperty('overflow');
});

describe('Header links', () => {
  it('links to Accueil (/), Services (/services), À propos (/a-propos), Offres d’emploi (/offres) and Contact (/contact), in that order', async () => {
    await renderApp(framePage);
    const links = within(nav()).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Services', '/services'],
      ['À propos', '/a-propos'],
      ['Offres d’emploi', '/offres'],
      ['Contact', '/contact'],
    ]);
  });

  it('has a « Prendre rendez-vous » button leading to /contact', async () => {
    await renderApp(framePage);
    expect(within(header()).getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute('href', '/contact');
  });

  it('marks the current page’s link as active, and only it', async () => {
    await renderApp('/services');
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Services']);
  });
});

describe('Header scroll state', () => {
  it('is « top » on load', async () => {
    await renderApp(framePage);
    expect(header()).toHaveAttribute('data-state', 'top');
  });

  it(`becomes « scrolled » once the page is scrolled more than ${headerScrollThreshold}px`, async () => {
    await renderApp(framePage);
    scrollWindowTo(headerScrollThreshold + 1);
    expect(header()).toHaveAttribute('data-state', 'scrolled');
  });

  it(`stays « top » at exactly ${headerScrollThreshold}px`, async () => {
    await renderApp(framePage);
    scrollWindowTo(headerScrollThreshold);
    expect(header()).toHaveAttribute('data-state', 'top');
  });

  it(`goes back to « top » when scrolled back to ${headerScrollThreshold}px`, async () => {
    await renderApp(framePage);
    scrollWindowTo(headerScrollThreshold * 20);
    expect(header()).toHaveAttribute('data-state', 'scrolled');
    scrollWindowTo(headerScrollThreshold);
    expect(header()).toHaveAttribute('data-state', 'top');
  });

  it('is already « scrolled » when the page loads scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { value: headerScrollThreshold + 50, configurable: true, writable: true });
    await renderApp(framePage);
    expect(header()).toHaveAttribute('data-state', 'scrolled');
  });
});

describe('Mobile menu', () => {
  it('has a toggle controlling the navigation, collapsed at first', async () => {
    await renderApp(framePage);
    const button = toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(button.getAttribute('aria-controls')!);
    expect(controlled).toBe(nav());
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('opens on click: expanded, nav « open », the page behind inert', async () => {
    const user = setupUser();
    await renderApp(framePage);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo', { hidden: true }).parentElement).toHaveAttribute('inert');
  });

  it('a second click on the toggle closes it', async () => {
    const user = setupUser();
    await renderApp(framePage);
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('Escape closes it and gives focus back to the toggle', async () => {
    const user = setupUser();
    await renderApp(framePage);
    await user.click(toggle());
    within(nav()).getByRole('link', { name: 'Services' }).focus();
    expect(toggle()).not.toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(toggle()).toHaveFocus();
  });

  it('Escape does nothing while the menu is closed', async () => {
    const user = setupUser();
    await renderApp(framePage);
    const link = within(nav()).getByRole('link', { name: 'Services' });
    link.focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveFocus();
  });

  it('locks the page scroll while open and unlocks it when closed', async () => {
    const user = setupUser();
    await renderApp(framePage);
    await user.click(toggle());
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('');
  });

  it('clicking a link in the open menu navigates and closes the menu', async () => {
    const user = setupUser();
    const { router } = await renderApp(framePage);
    await user.click(toggle());
    await user.click(within(nav()).getByRole('link', { name: 'À propos' }));

    expect(await screen.findByRole('heading', { level: 1, name: aboutHero.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/a-propos');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('');
  });

  it('the « Prendre rendez-vous » button in the open menu also closes it', async () => {
    const user = setupUser();
    await renderApp(framePage);
    await user.click(toggle());
    await user.click(within(nav()).getByRole('link', { name: 'Prendre rendez-vous' }));
    expect(await screen.findByRole('heading', { level: 1, name: contactHero.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(nav()).toHaveAttribute('data-state', 'closed');
  });
});

describe('Mobile menu in StrictMode (as the dev server runs it)', () => {
  it('opens, closes on Escape with focus back on the toggle, and closes on navigation', async () => {
    const user = setupUser();
    await renderApp(framePage, { strict: true });
    await user.click(toggle());
    expect(nav()).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(nav()).toHaveAttribute('data-state', 'closed');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(within(nav()).getByRole('link', { name: 'Services' }));
    expect(await screen.findByRole('heading', { level: 1, name: servicesHero.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(nav()).toHaveAttribute('data-state', 'closed');
  });

  it('the header still follows the scroll', async () => {
    await renderApp(framePage, { strict: true });
    scrollWindowTo(headerScrollThreshold + 1);
    expect(header()).toHaveAttribute('data-state', 'scrolled');
    scrollWindowTo(0);
    expect(header()).toHaveAttribute('data-state', 'top');
  });
});
