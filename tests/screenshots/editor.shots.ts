/**
 * docs/screenshots/editor/: the web editor at /admin/ in its local mode, on a folder seeded from
 * content/ (tests/browser/editorSession.ts): the entries, a page being edited with its preview, a
 * required field left empty, a salary the site would refuse, an offer's preview at 1280 and 375 px,
 * the articles' list with each one's status, an article being edited with its preview.
 * Nothing is saved.
 */
import { describe, expect, it } from 'vitest';
import { articleFile, useEditorSession } from '../browser/editorSession';
import { shoot, shotBrowserArgs, shotDay } from './shots';

/** Takes the editor's picture with the mouse out of the way (on the list's empty margin): no row drawn as hovered. */
async function shootEditor(name: string) {
  const { page } = editor;
  await page.mouse.move(120, page.viewportSize()!.height - 10);
  // The editor's splash (its logo, « Propulsé par Sveltia CMS ») has faded out.
  await page.getByText('Propulsé par Sveltia CMS').waitFor({ state: 'hidden' });
  await shoot(page, area, name);
}

const editor = useEditorSession('screenshots-editor', { time: shotDay, contextOptions: { timezoneId: 'Africa/Dakar', deviceScaleFactor: 1, locale: 'fr-FR' }, browserArgs: shotBrowserArgs });
const area = 'editor';

describe('editor', () => {
  it('editor-entries-1280.png: the entries of « Pages et coordonnées »', async () => {
    const { page } = editor;
    await page.goto(`${editor.baseUrl}/admin#/collections/pages`);
    await expect.poll(() => page.getByText('Accueil', { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The editor's bar too: its search field.
    await page.getByPlaceholder('Rechercher des contenus…').waitFor();
    await shootEditor('editor-entries-1280.png');
  });

  it('editor-page-1280.png: the home page being edited, with its preview', async () => {
    const { page } = editor;
    await editor.openEntry('pages/entries/home');
    await page.getByRole('textbox', { name: 'Titre principal' }).fill("L'équipe RH qu'il vous faut : à Dakar !");
    await expect.poll(() => page.frameLocator('iframe').locator('h1#hero-title').textContent(), { timeout: 10_000 }).toBe('L’équipe RH qu’il vous faut\u00a0: à Dakar\u202f!');
    await shootEditor('editor-page-1280.png');
  });

  it('editor-required-1280.png: « Titre principal » left empty', async () => {
    const { page } = editor;
    await editor.openEntry('pages/entries/home');
    await page.getByRole('textbox', { name: 'Titre principal' }).fill('');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => page.getByText('Ce champ est obligatoire.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shootEditor('editor-required-1280.png');
  });

  it('editor-refuse-1280.png: a salary’s maximum under its minimum', async () => {
    const { page } = editor;
    await editor.openEntry('offers/entries/comptable-senior-srh-2026-031');
    const maximum = await editor.scrolledTo(page.getByRole('textbox', { name: 'Salaire (maximum)', exact: true }));
    await maximum.fill('600000');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erreur' });
    await expect.poll(() => dialog.innerText().catch(() => ''), { timeout: 10_000 }).toContain('le maximum doit être au moins égal au minimum');
    await shootEditor('editor-refuse-1280.png');
    await dialog.getByRole('button').first().click();
  });

  it('editor-offer-preview-1280.png and -375.png: an offer being edited, its preview', async () => {
    const { page } = editor;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // From the collection's list, as staff open an entry.
      await page.goto(`${editor.baseUrl}/admin#/collections/offers`);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor({ state: 'detached' });
      await editor.openEntry('offers/entries/comptable-senior-srh-2026-031');
      // On a phone the editor shows the fields or the preview: « Aperçu » switches to the preview.
      if (width < 1024) await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
      await expect.poll(() => page.frameLocator('iframe').locator('h1, h2, h3').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await shootEditor(`editor-offer-preview-${width}.png`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('editor-articles-1280.png: the articles, newest first, each with its status on the day', async () => {
    const { page } = editor;
    // Last: the two articles added here (one scheduled, one draft) would change the other pictures' counts.
    await editor.addFiles({
      'content/articles/le-bilan-social-de-fin-d-annee.md': articleFile('Le bilan social de fin d’année', '04/12/2026'),
      'content/articles/le-conge-de-maternite.md': articleFile('Le congé de maternité', '15/11/2026', { draft: true }),
    });
    await page.goto(`${editor.baseUrl}/admin#/collections/articles`);
    for (const words of ['Programmé le 04/12/2026', 'En ligne depuis le 20/11/2026', 'Brouillon, daté du 15/11/2026']) {
      await expect.poll(() => page.getByText(words, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    await shootEditor('editor-articles-1280.png');
  });

  it('editor-article-preview-1280.png: an article being edited, its preview drawn as its page', async () => {
    const { page } = editor;
    await page.goto(`${editor.baseUrl}/admin#/collections/articles`);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor({ state: 'detached' });
    await editor.openEntry('articles/entries/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail');
    await expect.poll(() => page.frameLocator('iframe').locator('h1').textContent(), { timeout: 15_000 }).toBe('Période d’essai au Sénégal\u00a0: ce que dit le Code du travail');
    // The fields from their top: the title, the summary and the date beside the article's head (the
    // editor opens an entry where the last one was scrolled to).
    const title = page.getByRole('textbox', { name: 'Titre', exact: true });
    await title.evaluate((field) => {
      for (let node = field.parentElement; node; node = node.parentElement) if (node.scrollTop > 0) node.scrollTop = 0;
    });
    await expect.poll(() => title.boundingBox().then((box) => box?.y ?? -1)).toBeGreaterThan(100);
    await shootEditor('editor-article-preview-1280.png');
  });
});
