import { afterEach, describe, it, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from './renderApp';
import { typeset } from '../specText';

/** The header and footer frame every page; the light 404 page keeps these tests fast. */
const framePage = '/page-absente';

const footer = () => screen.getByRole('contentinfo');
const year = () => within(footer()).getByTestId('footer-year');

afterEach(() => {
  vi.useRealTimers();
});

describe('Footer', () => {
  it('shows the current year in the copyright line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date(2029, 0, 1, 0, 30));
    await renderApp(framePage);
    expect(year()).toHaveTextContent('2029');
    expect(year().parentElement).toHaveTextContent(/^©/);
    expect(year().parentElement).toHaveTextContent(/Sunu RH Conseil/);
  });

  it('shows the visitor’s year, not the build’s: 2031 when the clock says 2031', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date(2031, 5, 15, 12));
    await renderApp(framePage);
    expect(year()).toHaveTextContent('2031');
  });

  it('has quick links to Accueil, Services, À propos, Offres d’emploi and Contact, then Actualités and the salary simulator', async () => {
    await renderApp(framePage);
    const quick = within(footer()).getByRole('navigation', { name: 'Liens rapides' });
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Services', '/services'],
      ['À propos', '/a-propos'],
      ['Offres d’emploi', '/offres'],
      ['Contact', '/contact'],
      ['Actualités', '/actualites'],
      ['Simulateur de salaire', '/simulateur-salaire'],
    ]);
  });

  it('links to the five services: /services#interim, #recrutement, #paie, #ipm, #rh', async () => {
    await renderApp(framePage);
    const services = within(footer()).getByRole('navigation', { name: 'Nos services' });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services#interim',
      '/services#recrutement',
      '/services#paie',
      '/services#ipm',
      '/services#rh',
    ]);
    for (const link of links) expect(link.textContent!.trim()).not.toBe('');
  });

  it('shows the phone +221 33 000 00 00 as a tel: link and the e-mail as a mailto: link', async () => {
    await renderApp(framePage);
    const phone = within(footer()).getByRole('link', { name: typeset('+221 33 000 00 00') });
    // Typed with ordinary spaces in content/site.yml, shown with no-break ones: it never wraps.
    expect(phone.textContent).toBe('+221\u00a033\u00a0000\u00a000\u00a000');
    expect(phone).toHaveAttribute('href', 'tel:+221330000000');
    const mail = within(footer())
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('mailto:'))!;
    expect(mail).toBeDefined();
    const address = mail.getAttribute('href')!.slice('mailto:'.length);
    expect(address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(mail).toHaveTextContent(address);
  });

  it('opens the social links in a new tab with rel noopener, and says so', async () => {
    await renderApp(framePage);
    const socials = within(footer()).getByRole('list', { name: 'Suivez-nous' });
    const links = within(socials).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAccessibleName(/nouvelle fenêtre/);
    }
  });
});
