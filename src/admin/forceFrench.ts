/**
 * The editor speaks French whatever the browser's language. Sveltia CMS has no option for it: it
 * reads its saved preference when its module is evaluated (so this runs first, see main.ts and
 * package.json's sideEffects), and offers, in the browser's language, to switch to it. Here the
 * preference is French and the browser is taken to be French too.
 */
const key = 'sveltia-cms.prefs';
try {
  const prefs = JSON.parse(localStorage.getItem(key) || '{}') ?? {};
  if (!prefs.locale || prefs.locale === 'auto') localStorage.setItem(key, JSON.stringify({ ...prefs, locale: 'fr' }));
} catch {
  // Storage refused (private mode): Sveltia then follows the browser's languages, below.
}
Object.defineProperty(navigator, 'language', { get: () => 'fr-FR' });
Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'fr'] });
