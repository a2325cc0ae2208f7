// @vitest-environment node
/**
 * The service worker's shared words and rules (src/offline/offline.ts): which addresses it never
 * answers, the notice a saved copy is shown with, in French typography, and the offers a page's
 * application links name (what the worker keeps with an offer's page for its form offline).
 */
import { describe, expect, it } from 'vitest';
import { appliedReferences, formatSavedAt, isOutsideScope, savedCopyNotice, savedCopyStyle } from '../../src/offline/offline';

/** Words of the notice's shape (content/hors-ligne.yml): what the site's own say is up to the firm. */
const words = { savedOn: 'Copie du {date}.', noNetwork: 'Pas de réseau : copie.', slowNetwork: 'Réseau lent : copie, à jour demain.' };

describe('the service worker’s scope and notice', () => {
  it('leaves the editor, the inbox, the API and Cloudflare’s paths to the network, and answers the pages', () => {
    for (const path of ['/admin', '/admin/', '/admin/candidatures', '/api/messages', '/api/inbox/cv/1', '/cdn-cgi/handler/scheduled']) expect(isOutsideScope(path), path).toBe(true);
    for (const path of ['/', '/administration', '/apiculture', '/offres/comptable', '/contact', '/donnees/offres/index.json']) expect(isOutsideScope(path), path).toBe(false);
  });

  it('dates a saved copy to the minute, in French', () => {
    expect(formatSavedAt(new Date(2026, 10, 27, 9, 5))).toBe('27 novembre 2026 à 9\u00a0h\u00a005');
    expect(formatSavedAt(new Date(2026, 0, 1, 23, 59))).toBe('1 janvier 2026 à 23\u00a0h\u00a059');
  });

  it('says the page is a saved copy, from when and why, in the firm’s words, as a status, with its styles and a no-break space before the colon', () => {
    const textOf = (notice: string) => notice.match(/<p class="copie-enregistree" role="status">([^<]+)<\/p>/)![1];
    const offline = savedCopyNotice(new Date(2026, 10, 27, 19, 45), 'offline', words);
    expect(offline.startsWith(`<style>${savedCopyStyle}</style>`)).toBe(true);
    expect(textOf(offline)).toBe('Copie du 27\u00a0novembre 2026 à 19\u00a0h\u00a045. Pas de réseau\u00a0: copie.');
    expect(textOf(savedCopyNotice(new Date(2026, 10, 27, 19, 45), 'slow', words))).toBe('Copie du 27\u00a0novembre 2026 à 19\u00a0h\u00a045. Réseau lent\u00a0: copie, à jour demain.');
    // Markup in the words stays text.
    expect(textOf(savedCopyNotice(new Date(2026, 10, 27, 19, 45), 'offline', { ...words, noNetwork: 'R&D <b>hors ligne</b>' }))).toBe('Copie du 27\u00a0novembre 2026 à 19\u00a0h\u00a045. R&amp;D &lt;b&gt;hors ligne&lt;/b&gt;');
  });

  it('finds the offers a page’s « Postuler par le formulaire » applies to, once each, and nothing in a page without one', () => {
    const offerPage = '<a href="/contact?offre=SRH-2026-031#votre-message">Postuler par le formulaire</a><a href="/contact">Contact</a><a href="/contact?offre=SRH-2026-031">Postuler</a>';
    expect(appliedReferences(offerPage)).toEqual(['SRH-2026-031']);
    expect(appliedReferences('<a href="/contact?offre=A-1">x</a><a href="/contact?offre=B-2#votre-message">y</a>')).toEqual(['A-1', 'B-2']);
    // A spontaneous application, a plain contact link, a reference of another shape, or an offer only named in text: nothing to keep.
    expect(appliedReferences('<a href="/contact?candidature=spontanee#votre-message">x</a><a href="/contact">y</a><a href="/contact?offre=srh-1&amp;x=1">z</a> /contact?offre=SRH-1')).toEqual([]);
  });
});
