// @vitest-environment node
/**
 * What the editor computes as staff use it (src/admin/editorHooks.ts, called from Sveltia's code
 * by our build): a list's count, a character counter, an offer's status and deadline and an
 * article's status and date in the lists, and the order of a list sorted by a date.
 */
import { describe, expect, it } from 'vitest';
import { addOptional, articleStatus, counterEnd, dayOf, listCount, listSummaryTag, newListItem, offerDeadline, offerStatus, sortText, summaryTag, takeListWords } from '../../src/admin/editorHooks';
import { isPublished } from '../../src/articles/articles';
import { cmsConfig } from '../../src/content/cmsConfig';

describe('the editor’s computed words', () => {
  it('counts a list’s items in French, from the words the schema gives it, and hides those words from Sveltia', () => {
    const config = takeListWords(cmsConfig({ repo: 'cabinet/site', branch: 'main', siteUrl: 'https://www.example.com', siteName: 'Sunu RH Conseil' }));
    expect(JSON.stringify(config)).not.toContain('label_plural');
    expect(JSON.stringify(config)).toContain('"label_singular":"une mission"');
    const missions = { label: 'Missions', label_singular: 'une mission' };
    expect([0, 1, 2, 12].map((count) => listCount(count, missions))).toEqual(['aucune mission', '1 mission', '2 missions', '12 missions']);
    expect([0, 1, 3].map((count) => listCount(count, { label: 'Réseaux sociaux', label_singular: 'un réseau social' }))).toEqual(['aucun réseau social', '1 réseau social', '3 réseaux sociaux']);
    // A list the configuration does not name: Sveltia's own words.
    expect(listCount(2, { label: 'Choses', label_singular: 'une chose' })).toBe('2 Choses');
  });

  it('writes a counter as « 0 / 500 (minimum 50) », then « 120 / 500 »', () => {
    expect(counterEnd(50, 0, 500)).toBe(' / 500 (minimum 50)');
    expect(counterEnd(50, 49, 500)).toBe(' / 500 (minimum 50)');
    expect(counterEnd(50, 120, 500)).toBe(' / 500');
    expect(counterEnd(undefined, 3, 90)).toBe(' / 90');
  });

  it('reads a day written « 2026-12-15 » or « 15/12/2026 »', () => {
    expect(dayOf('2026-12-15')).toBe('2026-12-15');
    expect(dayOf(' 15/12/2026 ')).toBe('2026-12-15');
    expect(dayOf(new Date('2026-12-15T00:00:00Z'))).toBe('2026-12-15');
    expect(dayOf('le 15 décembre')).toBeUndefined();
    expect(dayOf(undefined)).toBeUndefined();
  });

  it('says whether an offer is online, upcoming or closed on a given day, as the site decides it', () => {
    const today = '2026-11-23';
    expect(offerStatus({ datePosted: '2026-11-12', deadline: '2026-12-15' }, today)).toBe('En ligne');
    expect(offerStatus({ datePosted: '12/11/2026', deadline: '23/11/2026' }, today)).toBe('En ligne');
    expect(offerStatus({ datePosted: '2026-11-05' }, today)).toBe('En ligne');
    expect(offerStatus({ datePosted: '2026-11-24', deadline: '2026-12-31' }, today)).toBe('À venir');
    expect(offerStatus({ datePosted: '01/12/2026' }, today)).toBe('À venir');
    expect(offerStatus({ datePosted: '2026-10-01', deadline: '2026-11-22' }, today)).toBe('Close');
    expect(offerStatus({ datePosted: '01/10/2026', deadline: '22/11/2026' }, today)).toBe('Close');
    expect(offerStatus({}, today)).toBe('Date de publication à remplir');
    // The day the editor is opened, in Dakar (UTC).
    const now = new Date().toISOString().slice(0, 10);
    expect(offerStatus({ datePosted: now })).toBe('En ligne');
  });

  it('writes the deadline « jusqu’au 15/12/2026 », or « sans date limite »', () => {
    expect(offerDeadline({ deadline: '2026-12-15' })).toBe('jusqu’au 15/12/2026');
    expect(offerDeadline({ deadline: '15/12/2026' })).toBe('jusqu’au 15/12/2026');
    expect(offerDeadline({})).toBe('sans date limite');
    expect(offerDeadline({ deadline: '' })).toBe('sans date limite');
    expect(summaryTag('deadline | offer_deadline', { deadline: '2027-01-10' })).toBe('jusqu’au 10/01/2027');
    expect(summaryTag('deadline | offer_deadline', {})).toBe('sans date limite');
    expect(summaryTag('datePosted | offer_status', { datePosted: '2000-01-01' })).toBe('En ligne');
    expect(summaryTag('title', { title: 'X' })).toBeUndefined();
    expect(summaryTag("deadline | date('DD/MM/YYYY')", { deadline: '2027-01-10' })).toBeUndefined();
  });

  it('says whether an article is online, scheduled or a draft on a given day, with its date, by the site’s rule', () => {
    const today = '2026-11-23';
    expect(articleStatus({ date: '20/11/2026' }, today)).toBe('En ligne depuis le 20/11/2026');
    expect(articleStatus({ date: '23/11/2026', draft: false }, today)).toBe('En ligne depuis le 23/11/2026');
    expect(articleStatus({ date: '2026-11-24' }, today)).toBe('Programmé le 24/11/2026');
    expect(articleStatus({ date: '04/12/2026' }, today)).toBe('Programmé le 04/12/2026');
    // A draft is built nowhere, whatever its date.
    expect(articleStatus({ date: '10/11/2026', draft: true }, today)).toBe('Brouillon, daté du 10/11/2026');
    expect(articleStatus({ date: '04/12/2026', draft: true }, today)).toBe('Brouillon, daté du 04/12/2026');
    expect(articleStatus({}, today)).toBe('Date de publication à remplir');
    // Exactly the build's rule, on each side of the day.
    for (const [date, draft] of [['2026-11-22', false], ['2026-11-23', false], ['2026-11-24', false], ['2026-11-22', true]] as const) {
      expect(articleStatus({ date, draft }, today).startsWith('En ligne'), `${date} ${draft}`).toBe(isPublished({ date, draft }, today));
    }
    // The day the editor is opened, in Dakar (UTC).
    const now = new Date().toISOString().slice(0, 10);
    expect(articleStatus({ date: now })).toMatch(/^En ligne depuis le /);
    expect(summaryTag('date | article_status', { title: 'La période d’essai', date: '2000-01-01', draft: true })).toBe('Brouillon, daté du 01/01/2000');
    expect(summaryTag('date | article_status', { date: '01/01/2000' })).toBe('En ligne depuis le 01/01/2000');
    expect(summaryTag('date|article_status', { date: '01/01/2999' })).toBe('Programmé le 01/01/2999');
  });

  it('sorts a day written « 20/11/2026 » by that day, and any other text as it is', () => {
    const days = ['10/12/2026', '20/11/2026', '2026-11-17', '05/01/2027'];
    expect([...days].sort((a, b) => sortText(a).localeCompare(sortText(b)))).toEqual(['2026-11-17', '20/11/2026', '10/12/2026', '05/01/2027']);
    expect(sortText('La période d’essai')).toBe('La période d’essai');
    expect(sortText(42)).toBe('42');
  });

  it('starts a payroll parameter’s new version from the last one, its day empty and « vérifié » off; any other list from Sveltia’s blank item', () => {
    const config = takeListWords(cmsConfig({ repo: 'cabinet/site', branch: 'main', siteUrl: 'https://www.example.com', siteName: 'Sunu RH Conseil' }));
    expect(JSON.stringify(config)).not.toContain('carry_over');
    const versions = [
      { du: '01/01/2020', tauxEmployeur: 8, verifie: true, __sc_item_id: 'a' },
      { du: '01/01/2024', tauxEmployeur: 8.4, texte: 'Règlement', source: { titre: 'IPRES' }, verifie: true, __sc_item_id: 'b', __sc_item_original_key_path: 'ipresGeneral.1' },
    ];
    const blank = { du: '', tauxEmployeur: null };
    const copy = newListItem({ name: 'ipresGeneral' }, versions, blank) as Record<string, unknown>;
    expect(copy).toEqual({ du: '', tauxEmployeur: 8.4, texte: 'Règlement', source: { titre: 'IPRES' }, verifie: false });
    // A copy, not the same object: changing it leaves the last version as it was.
    (copy.source as { titre: string }).titre = 'Autre';
    expect(versions[1]!.source!.titre).toBe('IPRES');
    expect(newListItem({ name: 'ipresGeneral' }, [], blank)).toBe(blank);
    expect(newListItem({ name: 'missions' }, versions, blank)).toBe(blank);
  });

  it('writes a collapsed version’s numbers the French way: « depuis le 01/12/2026 : 9 % / 432 000 F CFA »', () => {
    const values = { 'ipresGeneral.1.tauxEmployeur': 9.25, 'ipresGeneral.1.plafond': 432000, 'smig.0.heuresParMois': 173.33 };
    expect(listSummaryTag('fields.tauxEmployeur | pourcent', values, 'ipresGeneral.1')).toBe('9,25\u202f%');
    expect(listSummaryTag(' fields.plafond | francs ', values, 'ipresGeneral.1')).toBe('432\u202f000\u202fF\u202fCFA');
    expect(listSummaryTag('fields.heuresParMois | nombre', values, 'smig.0')).toBe('173,33');
    // Not typed yet, and Sveltia's own tags.
    expect(listSummaryTag('fields.tauxSalarie | pourcent', values, 'ipresGeneral.1')).toBe('…');
    expect(listSummaryTag('fields.du', values, 'ipresGeneral.1')).toBeUndefined();
    expect(listSummaryTag('fields.du | upper', values, 'ipresGeneral.1')).toBeUndefined();
  });

  it('names an optional group or a relation’s new entry as its label does: « Ajouter « Salaire » »', () => {
    expect(addOptional('Salaire')).toBe('Ajouter «\u00a0Salaire\u00a0»');
  });
});
