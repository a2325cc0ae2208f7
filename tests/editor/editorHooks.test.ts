// @vitest-environment node
/**
 * What the editor computes as staff use it (src/admin/editorHooks.ts, called from Sveltia's code
 * by our build): a list's count, a character counter, an offer's status and deadline in the list.
 */
import { describe, expect, it } from 'vitest';
import { counterEnd, dayOf, listCount, offerDeadline, offerStatus, summaryTag, takeListWords } from '../../src/admin/editorHooks';
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
});
