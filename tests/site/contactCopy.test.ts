// @vitest-environment node
/** The contact form's copy that is composed: its service choices, the counter, the prerender-only notices. */
import { describe, expect, it } from 'vitest';
import { serviceChoices } from '../../machines/contactForm.machine';
import { form } from 'virtual:content/contact';
import { fill } from '../../src/lib/fill';
import { serviceLabel } from '../../src/site/serviceLabel';
import { beforeStartNotices } from '../contentCopy';
import { plain } from '../specText';

describe('contact copy', () => {
  it('names every choice of the « Service » list from the one list of names, « Autre demande » last', () => {
    expect(serviceChoices.map(serviceLabel)).toEqual(['Intérim', 'Recrutement', 'Gestion de la paie', 'Gestion IPM', 'Services RH', 'Autre demande']);
  });

  it('counts characters the French way', () => {
    expect(plain(fill(form.counter, { used: 4500, max: 5000 }))).toBe('4 500 / 5 000 caractères');
  });

  it('gives the e-mail and phone in both notices of the prerendered page', () => {
    for (const notice of [beforeStartNotices.preparing, beforeStartNotices.noScript]) {
      expect(notice).toContain('contact@example.com');
      expect(plain(notice)).toContain('+221 33 000 00 00');
    }
  });
});
