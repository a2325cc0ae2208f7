import { describe, expect, it } from 'vitest';
import { closestPage, comparable, distance } from '../../src/site/closestPage';
import { pagePaths } from '../../src/content/pagePaths';

const pages = pagePaths.filter((page) => page !== '/');

describe('the page a mistyped address meant', () => {
  it.each([
    ['/service', '/services'],
    ['/servics/', '/services'],
    ['/CONTACTS', '/contact'],
    ['/apropos', '/a-propos'],
    ['/a_propos.html', '/a-propos'],
    ['/offre', '/offres'],
    ['/actualités', '/actualites'],
    ['/actualit%C3%A9s', '/actualites'],
    ['/actualites/un-article-retire', '/actualites'],
    ['/mentions-legale', '/mentions-legales'],
    ['/confidentialité', '/confidentialite'],
  ])('%s → %s', (typed, meant) => {
    expect(closestPage(typed, pages)).toBe(meant);
  });

  it.each(['/', '/nimporte-quoi', '/blog', '/emplois', '/%E0%A4%A', '/---'])('proposes nothing for %s', (typed) => {
    expect(closestPage(typed, pages)).toBeUndefined();
  });

  it('takes the closest when two are near, and the home page is never proposed', () => {
    expect(closestPage('/contac', ['/contact', '/contacts'])).toBe('/contact');
    expect(closestPage('/acceuil', pages)).toBeUndefined();
  });

  it('allows one letter on a short name, two on a longer one', () => {
    expect(closestPage('/ofres', pages)).toBe('/offres');
    expect(closestPage('/ofr', pages)).toBeUndefined();
    expect(closestPage('/srvics', pages)).toBe('/services');
    expect(closestPage('/srvcs', pages)).toBeUndefined();
  });

  it('compares without case, accents, signs or an extension', () => {
    expect(comparable('À-Propos.html')).toBe('apropos');
    // A malformed escape is compared as typed.
    expect(comparable('%E0%A4%A')).toBe('e0a4a');
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('offres', 'offres')).toBe(0);
  });
});
