/**
 * French typography of everything a visitor can read, in a real Chromium at 375 px (the text and
 * its characters do not depend on the width: once, at a phone's width, as most visitors have;
 * docs/testing.md, « Which width a browser test runs at ») on the built site: each page's rendered text (document.body.innerText), the texts given as attributes
 * (aria-label, alt, title, placeholder), the document's title and meta description, and the
 * contact form's other states (its French validation messages, « Envoi en cours... », the success
 * panel and the toast), reached on Playwright's clock.
 *
 * The rules a proofreader checks. Staff type the content plainly (content/*.yml: ordinary spaces,
 * straight apostrophes); the build sets it (src/content/typography.ts), and this checks the result:
 * - a no-break space, never an ordinary space or a line break, before ; ! ? (narrow, U+202F) and
 *   before : (U+00A0), and inside « » ;
 * - no punctuation glued to the word before it (« succès! »), except a colon in a URL or a time;
 * - a no-break space between a number and % and in « + de » ;
 * - the curly apostrophe ’, never a straight one between letters;
 * - « Intérim », never « Interim ».
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { fill, sample, submitButton, waitFormState } from './contactPage';
import { goto, missingPath, openPage, pauseClock, sitePaths, useHarness, useSharedPage } from './harness';

const harness = useHarness();
const width = 375;

interface Text {
  where: string;
  text: string;
}

/** Everything the page gives a visitor to read (screen and screen reader), as separate texts. */
function readPage(page: Page): Promise<Text[]> {
  return page.evaluate(() => {
    const texts = [
      { where: 'document.title', text: document.title },
      { where: 'body', text: document.body.innerText },
    ];
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      for (const element of document.querySelectorAll(`[${name}]`)) {
        texts.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text: element.getAttribute(name) ?? '' });
      }
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property="og:image:alt"]')) {
      texts.push({ where: `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`, text: meta.getAttribute('content') ?? '' });
    }
    return texts;
  });
}

/** The browser's validation message of each form control that has one (the app sets them in French). */
function readValidation(page: Page): Promise<Text[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')]
      .filter((control) => control.validationMessage)
      .map((control) => ({ where: `#${control.id} validationMessage`, text: control.validationMessage })),
  );
}

const rules: { name: string; pattern: RegExp }[] = [
  // A letter, a digit, a closing quote or bracket, then an ordinary space or a line break, then the
  // punctuation (a colon in https:// or 9h00 never has a space before it).
  { name: 'ordinary space or line break before ; : ! ?', pattern: /[\p{L}\p{N}»”’)\]…][ \t\r\n]+[;:!?]/gu },
  { name: 'no space before ; ! ?', pattern: /\p{L}[;!?]/gu },
  // A colon glued to a word and followed by a space (not https:// nor 10:00).
  { name: 'no space before :', pattern: /\p{L}:\s/gu },
  { name: 'not a narrow no-break space (U+202F) before ; ! ?', pattern: /[\p{L}\p{N}»)][\u00a0][;!?]/gu },
  { name: 'not a no-break space (U+00A0) before :', pattern: /[\p{L}\p{N}»)]\u202f:/gu },
  { name: 'ordinary space or line break inside « »', pattern: /«[ \t\r\n]|[ \t\r\n]»/g },
  { name: 'guillemet without its space', pattern: /«[^\u00a0\u202f]|[^\u00a0\u202f]»/g },
  { name: 'ordinary space or line break between a number and %', pattern: /\d[ \t\r\n]+%/g },
  { name: '« + de » that can wrap', pattern: /\+[ \t\r\n]+de|\+\s*de[ \t\r\n]+\d/g },
  { name: 'straight apostrophe between letters', pattern: /\p{L}'\p{L}/gu },
  // A phone number (+221 …) whose groups are split by an ordinary space or a line break.
  { name: 'phone number that can wrap', pattern: /\+\d{3}(?:[\u00a0\u202f]\d+)*[ \t\r\n]\d/g },
  { name: 'ordinary space or line break between a number and its word', pattern: /(?<!\d)\d+[ \t\r\n](?:heures|minutes|jours|entreprises|recrutements|bulletins|manutentionnaires)\b/g },
  // Not in a URL or an anchor (/services#interim).
  { name: 'Interim without its accent', pattern: /(?<![#/\w])interim\b/gi },
];

const show = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·').replace(/\n/g, '⏎');

/** Every breach of the rules in `texts`, with where it is and a few characters around it. */
function breaches(page: string, texts: Text[]): string[] {
  const found: string[] = [];
  for (const { where, text } of texts) {
    for (const { name, pattern } of rules) {
      for (const match of text.matchAll(pattern)) {
        const start = Math.max(0, match.index - 25);
        found.push(`${page} ${where}: ${name}: « ${show(text.slice(start, match.index + match[0].length + 25))} »`);
      }
    }
  }
  return found;
}

describe(`French typography of every visible text at ${width} px (dist/)`, () => {
  // One page for the pages' texts (past the loader's second); the form's states, on the page's installed clock, have their own.
  const shared = useSharedPage(harness, width);
  it('the rules catch what they are meant to catch', () => {
    const bad = [
      'Message envoyé avec succès !',
      'Message envoyé !',
      'Message envoyé\n!',
      'succès!',
      'Adresse : Dakar',
      'Adresse: Dakar',
      'Vraiment\u00a0?',
      'Page chargée\u202f: Accueil',
      '« Sunu »',
      '«Sunu»',
      '+ de 90 %',
      '+\u00a0de 90\u00a0%',
      'n\'existe pas',
      'Interim',
      'l’interim',
      'Appelez le +221 33 000 00 00',
      '+221\u00a033\u00a0000 00\u00a000',
      'sous 24 heures',
      'en 48\nheures',
    ];
    for (const text of bad) expect(breaches('sample', [{ where: 'text', text }]), show(text)).not.toEqual([]);
    const good = [
      'Message envoyé avec succès\u202f!',
      'Page chargée\u00a0: Accueil',
      '«\u00a0Sunu\u00a0»',
      '+\u00a0de\u00a090\u00a0%',
      'n’existe pas',
      'Intérim',
      'https://www.example.com/services#interim',
      '10:00',
      'Lundi–vendredi 9h00–18h00',
      'Envoi en cours...',
      'Appelez le +221\u00a033\u00a0000\u00a000\u00a000.',
      'sous 24\u00a0heures, le 25 de chaque mois',
    ];
    for (const text of good) expect(breaches('sample', [{ where: 'text', text }]), show(text)).toEqual([]);
  });

  // And the articles: their list, and each article's text typed in Markdown (headings, a table, quotes).
  // (the trial period's article is a draft: no page)
  const articlePaths = ['/actualites', '/actualites/ipm-ce-que-l-employeur-doit-savoir', '/actualites/preparer-un-entretien-d-embauche'];
  it.each([...sitePaths, missingPath, ...articlePaths])('%s: page text, attributes and title', async (path) => {
    const { page, errors } = shared;
    await goto(page, harness.baseUrl, path);
    const texts = await readPage(page);
    expect(texts.find((text) => text.where === 'body')?.text.length).toBeGreaterThan(200);
    expect(breaches(path, texts)).toEqual([]);
    // The 404 page's own answer is the one failed request, which Chromium logs as a console error.
    expect(errors.filter((error) => !(path === missingPath && /status of 404/.test(error)))).toEqual([]);
  });

  it('/contact: validation messages, the sending state, the success panel and the toast', async () => {
    const { page, context, errors } = await openPage(harness, width, { loader: 'past' });
    try {
      await page.clock.install();
      await goto(page, harness.baseUrl, '/contact');
      await pauseClock(page);

      // The browser's required check, in the app's French.
      await submitButton(page).click();
      await page.fill('#contact-email', 'aminata');
      await submitButton(page).click();
      const validation = await readValidation(page);
      expect(validation.map((text) => text.where)).toEqual(expect.arrayContaining(['#contact-name validationMessage', '#contact-email validationMessage']));
      // Each state's breaches are gathered and checked together at the end, so one run reports them all.
      const found = breaches('/contact (invalid)', validation);

      // The Worker's answer is held while the sending state is read.
      const held: Route[] = [];
      await page.route('**/api/messages', (route) => void held.push(route));
      await fill(page, sample);
      await submitButton(page).click();
      await waitFormState(page, 'submitting', 10_000);
      const sending = await readPage(page);
      expect(sending.find((text) => text.where === 'body')?.text).toContain('Envoi en cours...');
      found.push(...breaches('/contact (submitting)', sending));

      await expect.poll(() => held.length).toBe(1);
      await held[0]!.continue();
      await waitFormState(page, 'success', 10_000);
      await page.getByTestId('contact-success').waitFor({ state: 'visible', timeout: 10_000 });
      await page.getByTestId('toast').waitFor({ state: 'visible', timeout: 10_000 });
      const success = await readPage(page);
      const body = success.find((text) => text.where === 'body')?.text ?? '';
      expect(body).toContain(await page.getByTestId('contact-success').innerText());
      expect(body).toContain(await page.getByTestId('toast').innerText());
      found.push(...breaches('/contact (success)', success));
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Words that must never end a line in the middle (issue 26, item 14): an offer's reference
 * (« SRH-2026-031 », which Chromium breaks after each hyphen), « e-mail », « ci-contre », and
 * « n° » with what follows. Each is checked wherever it appears, as what makes it whole: an
 * ancestor with `white-space: nowrap`, a word joiner after its hyphens, or a no-break space after
 * « n° » (the content's typography). A line break at this width or another would then be impossible.
 */
function unbreakableBreaches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const words = /SRH-\d{4}-\d{3}|(?<![\p{L}\p{N}])(?:e|ci)-\u2060?\p{L}{2,}|(?<![\p{L}\p{N}])n°[\s\u00a0]\S/giu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, noscript')) continue;
      const nowrap = /nowrap|pre/.test(getComputedStyle(parent).whiteSpace);
      for (const match of (node.textContent ?? '').matchAll(words)) {
        const word = match[0];
        const joined = word.startsWith('n°') || word.startsWith('N°') ? word[2] === '\u00a0' : !/-(?!\u2060)/.test(word);
        if (!nowrap && !joined) found.push(`${word} in <${parent.tagName.toLowerCase()}>: « ${node.textContent!.slice(Math.max(0, match.index - 20), match.index + word.length + 20)} »`);
      }
    }
    return found;
  });
}

describe(`words kept whole on a line at ${width} px (dist/)`, () => {
  const shared = useSharedPage(harness, width);
  it.each(['/contact?offre=SRH-2026-031', '/offres', '/offres/comptable-senior-srh-2026-031', '/mentions-legales', '/confidentialite', '/actualites/ipm-ce-que-l-employeur-doit-savoir', '/simulateur-salaire'])('%s', async (path) => {
    const { page, errors } = shared;
    await goto(page, harness.baseUrl, path);
    if (path.includes('offre=')) await page.getByTestId('application-note').waitFor();
    const text = await page.evaluate(() => document.body.innerText);
    // The check has something to check: each page shows at least one of these words.
    expect(text).toMatch(/SRH-\d{4}-\d{3}|e-\u2060?mail|n°/i);
    expect(await unbreakableBreaches(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
