/**
 * The menu staff edit (ui.yml « Menu principal », up to six links) may hold « Actualités », which
 * the footer otherwise adds after the menu's links: then the footer shows it once.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from './renderApp';

vi.mock('virtual:content/ui', async (original) => {
  const ui = await original<typeof import('virtual:content/ui')>();
  return { ...ui, nav: [...ui.nav.slice(0, -1), { label: 'Actualités', to: '/actualites' }, ...ui.nav.slice(-1)] };
});

describe('the footer’s quick links, with « Actualités » in the menu', () => {
  it('lists it once, where the menu puts it', async () => {
    await renderApp('/page-absente');
    const quick = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Liens rapides' });
    const links = within(quick).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/services', '/a-propos', '/offres', '/actualites', '/contact', '/simulateur-salaire']);
    // The header shows it too, among the menu's links.
    const header = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(header).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
  });
});
