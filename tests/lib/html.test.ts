/**
 * The site's one HTML escaper (src/lib/html.ts): what it writes, read back by a real parser, is the
 * text it was given, in an element's text and in a quoted attribute (double or single quotes).
 * In jsdom, for its DOMParser.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html';

const typed = [
  'R&D <b>urgent</b> & « bruts » > nets',
  'Salaires "bruts" d\'avant, l’an dernier',
  '</p><script>alert(1)</script>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)",
  '&lt; déjà une entité &amp;',
];

describe('escapeHtml', () => {
  it.each(typed)('« %s » stays text in an element, a double-quoted and a single-quoted attribute', (text) => {
    const safe = escapeHtml(text);
    const document = new DOMParser().parseFromString(`<p title="${safe}" data-single='${safe}'>${safe}</p>`, 'text/html');
    const paragraph = document.querySelector('p')!;
    expect(paragraph.textContent).toBe(text);
    expect(paragraph.getAttribute('title')).toBe(text);
    expect(paragraph.getAttribute('data-single')).toBe(text);
    // Nothing typed became an element or an attribute.
    expect(document.body.innerHTML.match(/<[a-z]/g)).toHaveLength(1);
    expect(paragraph.getAttributeNames()).toEqual(['title', 'data-single']);
  });

  it('stays text in XML too (the feed): the five characters are written as entities XML knows', () => {
    for (const text of typed) {
      const xml = new DOMParser().parseFromString(`<?xml version="1.0"?><item title="${escapeHtml(text)}">${escapeHtml(text)}</item>`, 'application/xml');
      expect(xml.querySelector('parsererror')).toBeNull();
      expect(xml.documentElement.textContent).toBe(text);
      expect(xml.documentElement.getAttribute('title')).toBe(text);
    }
  });

  it('leaves every other character as it is', () => {
    expect(escapeHtml('Période d’essai : 1\u202f% — Dakar')).toBe('Période d’essai : 1\u202f% — Dakar');
  });
});
