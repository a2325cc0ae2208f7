/**
 * A photo in an article's text, in the web editor at /admin/ (Sveltia CMS, from the build; its
 * local mode, editorSession.ts): staff insert it with the text's « Image » button, upload it, give
 * its description and caption; the preview draws it as the page will, from the editor's own copy
 * of the file; saved, the text holds « ![description](/images/….webp "légende") » alone in its
 * paragraph and the photo is in content/images/, which the build reads as a figure.
 *
 * Width: once, at 1280 px, the editor's (editorSession.ts): staff work on a computer, where Sveltia
 * shows the form beside the preview (under 1024 px it shows one pane); nothing here depends on the width.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, loadContent } from '../../src/content/load';
import type { Figure } from '../../src/content/prose';
import { picture } from '../picture';
import { cddArticle, useEditorSession } from './editorSession';

const editor = useEditorSession('article-image');

/** The preview's photos that have drawn, by their address's kind (« blob ») and their width. */
const drawn = () =>
  editor.page
    .frameLocator('iframe')
    .locator('img')
    .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 1).map((image) => `${image.currentSrc.split(':')[0]} ${image.naturalWidth}`));
const slug = 'preparer-un-entretien-d-embauche';

describe('a photo in an article’s text, in the editor', () => {
  it('is inserted with the « Image » button, drawn by the preview, saved as the build reads it', async () => {
    const { page, problems } = editor;
    await editor.openEntry(`articles/entries/${slug}`);
    // On a line of its own after the text's first paragraph, as the guide says (docs/guide-equipe.md).
    const paragraph = await editor.scrolledTo(page.locator('[contenteditable="true"] p', { hasText: 'Chaque semaine' }));
    await paragraph.click();
    await paragraph.evaluate((node) => getSelection()!.collapse(node.lastChild!.lastChild ?? node.lastChild!, (node.lastChild!.lastChild ?? node.lastChild!).textContent!.length));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const component = page.getByRole('group', { name: 'Image' });
    await component.getByRole('button', { name: 'Parcourir' }).click();
    const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles({ name: 'Entretien au cabinet.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 1000, 'jpeg') });
    await library.getByRole('button', { name: 'Insérer' }).click();
    // The component's fields, in the site's words: the description is required, the caption is not.
    await component.getByRole('textbox', { name: 'Description (obligatoire)' }).fill('Une recruteuse reçoit une candidate');
    await component.getByRole('textbox', { name: 'Légende (facultative)' }).fill("L'entretien au cabinet : à Dakar");

    // The preview draws the figure from the editor's copy of the upload, typeset as the build will.
    const preview = page.frameLocator('iframe');
    const image = preview.locator('article figure img');
    await expect.poll(() => image.count(), { timeout: 10_000 }).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.getAttribute('alt')).toBe('Une recruteuse reçoit une candidate');
    expect(await preview.locator('article figure figcaption').textContent()).toBe('L’entretien au cabinet\u00a0: à Dakar');
    expect(await image.evaluate((node: HTMLImageElement) => node.decode().then(() => node.naturalWidth))).toBeGreaterThan(0);

    // Without a description, the preview says what the build would refuse.
    await component.getByRole('textbox', { name: 'Description (obligatoire)' }).fill('');
    await expect.poll(() => preview.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(/Texte de l’article\u00a0: l’image «\u202fnouvelle photo\u202f» n’a pas de description/);
    await component.getByRole('textbox', { name: 'Description (obligatoire)' }).fill('Une recruteuse reçoit une candidate');
    await expect.poll(() => image.count(), { timeout: 10_000 }).toBe(1);

    await editor.save();
    const text = await editor.readBack(`content/articles/${slug}.md`);
    const [, path] = /\n\n!\[Une recruteuse reçoit une candidate\]\((\/images\/[a-z0-9-]+\.webp) "L'entretien au cabinet : à Dakar"\)\n\n/.exec(text) ?? [];
    expect(path, text).toBeDefined();
    const bytes = await editor.readBackBytes(`content${path}`);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // What the editor saved, the build reads: a figure of the photo's files.
    const content = join(editor.work, 'content');
    cpSync(contentDir, content, { recursive: true });
    mkdirSync(join(content, 'images'), { recursive: true });
    writeFileSync(join(content, `articles/${slug}.md`), text);
    writeFileSync(join(content, path!), bytes);
    const body = loadContent({ dir: content }).collections.articles.find((article) => article.id === slug)!.body;
    const figure = body.find((block): block is { figure: Figure } => 'figure' in block)!.figure;
    expect(figure).toMatchObject({ alt: 'Une recruteuse reçoit une candidate', caption: 'L’entretien au cabinet\u00a0: à Dakar', width: 1280, height: 800 });
    expect(problems).toEqual([]);
  }, 120_000);
  it('draws a cover uploaded a moment ago, before the article is saved, and again after the editor is opened anew', async () => {
    const { page, problems } = editor;
    await editor.writeArticle({ ...cddArticle, category: 'Recrutement', verified: undefined, sources: [], title: 'Le contrat de travail au Sénégal', body: 'Un contrat se conclut par écrit.' });
    await (await editor.scrolledTo(page.getByRole('group', { name: /Photo du cabinet/ }))).getByRole('button', { name: 'Parcourir' }).click();
    const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles({ name: 'Contrat CDD.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 1067, 'jpeg') });
    await library.getByRole('button', { name: 'Insérer' }).click();
    // The editor's own copy of the file (« blob: »): drawn, and no refusal of its address.
    const preview = page.frameLocator('iframe');
    await expect.poll(drawn, { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^blob \d{3,}$/));
    expect(await preview.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: join('test-results', 'cover-before-save.png') });
    const slug = await editor.saveNew();
    const file = await editor.readBack(`content/articles/${slug}.md`);
    const [, path] = /\n {2}upload: (\/images\/[a-z0-9-]+\.webp)\n/.exec(file) ?? [];
    expect(path, file).toBeDefined();
    // Opened anew: the saved photo is drawn from the editor's copy of its bytes, not from /images/, which the built site has not.
    await page.reload();
    await editor.openEntry(`articles/entries/${slug}`);
    await expect.poll(drawn, { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^blob \d{3,}$/));
    await page.screenshot({ path: join('test-results', 'cover-after-reload.png') });
    expect(problems).toEqual([]);
  }, 120_000);
});
