// @vitest-environment node
/**
 * Hours and dates as staff type them in the editor (issue 26, item 6): « 12h30 », « 12 h 30 » or
 * « 12:30 », and « 15/12/2026 ». The schema reads each as the site and Google need it (« 12:30 »,
 * « 2026-12-15 »), refuses what is none in French naming the field, and the editor checks the very
 * same pattern (formats.ts), so what one accepts the other does.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { datePattern, isoDate, timeOfDay, timePattern } from '../../src/content/formats';
import { issueMessages, prepare, staffMessages } from '../../src/content/problemMessages';
import { collections, singletons as pages } from '../../src/content/registry';

const siteFile = () => parse(readFileSync('content/site.yml', 'utf8')) as { name: string; hours: { opens?: string; closes?: string }[] };
const offerFile = () => parse(readFileSync('content/offers/comptable-senior-srh-2026-031.yml', 'utf8')) as Record<string, unknown>;

/** site.yml with the first line of the hours closing at `closes`, read by the schema. */
function withClosing(closes: string) {
  const data = siteFile();
  data.hours[0]!.closes = closes;
  const prepared = prepare(data, data.name);
  return { prepared, result: pages.site.schema.safeParse(prepared) };
}

/** The build's message (field, label) and the editor preview's (labels only) for what the schema refused. */
function messages(schema: Parameters<typeof issueMessages>[0], prepared: unknown, issues: Parameters<typeof issueMessages>[2]) {
  return { build: issueMessages(schema, prepared, issues).map(({ message }) => message), preview: staffMessages(schema, prepared, issues) };
}

describe('an office hour, as people write it', () => {
  it.each(['12h30', '12:30', '12 h 30', '12H30', ' 12h30 ', '12 : 30'])('« %s » is read as 12:30 and shown « 12h30 »', (typed) => {
    const { result } = withClosing(typed);
    expect(result.error?.issues).toBeUndefined();
    const slot = result.data!.hours[0]!;
    expect(slot.closes).toBe('12:30');
    expect(slot.time).toBe('9h00–12h30');
  });

  it.each([
    ['9h', '18h', '09:00', '18:00', '9h00–18h00'],
    ['9h00', '12 h 30', '09:00', '12:30', '9h00–12h30'],
    ['09:00', '13:00', '09:00', '13:00', '9h00–13h00'],
    ['0h15', '23h59', '00:15', '23:59', '0h15–23h59'],
  ])('« %s » to « %s » is read as %s–%s and shown « %s »', (opens, closes, readOpens, readCloses, shown) => {
    const data = siteFile();
    data.hours[0] = { ...data.hours[0], opens, closes };
    const result = pages.site.schema.safeParse(prepare(data, data.name));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data!.hours[0]).toMatchObject({ opens: readOpens, closes: readCloses, time: shown });
  });

  it.each(['25h00', 'midi', '12h60', '12h3', '1230', '12', 'h30', '12:', '12h30h'])('« %s » is refused, in French, naming the field', (typed) => {
    const { prepared, result } = withClosing(typed);
    expect(result.success).toBe(false);
    const said = messages(pages.site.schema, prepared, result.error!.issues);
    expect(said.build).toEqual([`« hours[1].closes » (Fermeture) « ${typed} » n’est pas une heure comme 9h00, 12h30 ou 12:30`]);
    expect(said.preview).toEqual([`Horaires d’ouverture, 1re ligne, Fermeture : « ${typed} » n’est pas une heure comme 9h00, 12h30 ou 12:30`]);
  });

  it('compares the hours as read: « 9h » opens before « 12h30 » closes, « 14h » after it', () => {
    const data = siteFile();
    data.hours[0] = { ...data.hours[0], opens: '9h', closes: '12h30' };
    expect(pages.site.schema.safeParse(prepare(data, data.name)).success).toBe(true);
    data.hours[0] = { ...data.hours[0], opens: '14h', closes: '12h30' };
    const prepared = prepare(data, data.name);
    const result = pages.site.schema.safeParse(prepared);
    expect(messages(pages.site.schema, prepared, result.error!.issues).build).toEqual(['« hours[1].closes » (Fermeture) la fermeture doit venir après l’ouverture']);
  });

  it('the editor’s pattern accepts exactly what the build reads', () => {
    for (const typed of ['12h30', '12 h 30', '12:30', '9h', '25h00', 'midi', '12h60', '']) {
      expect(new RegExp(timePattern.source).test(typed.trim()), typed).toBe(timeOfDay(typed) !== undefined);
    }
  });
});

describe('a date, as people write it (JJ/MM/AAAA)', () => {
  const offer = collections.offers.schema;

  it.each([
    ['15/12/2026', '2026-12-15'],
    ['5/1/2027', '2027-01-05'],
    ['29/02/2028', '2028-02-29'],
    ['31/12/2026', '2026-12-31'],
    // Files written before the editor spoke French.
    ['2026-12-15', '2026-12-15'],
  ])('« %s » is accepted and read as %s', (typed, day) => {
    const result = offer.safeParse(prepare({ ...offerFile(), deadline: typed }, 'Sunu RH Conseil'));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data!.deadline).toBe(day);
    expect(result.data!.datePosted).toBe('2026-11-12');
  });

  it.each([
    ['31/02/2026', 'n’est pas un jour du calendrier'],
    ['29/02/2027', 'n’est pas un jour du calendrier'],
    ['31/11/2026', 'n’est pas un jour du calendrier'],
    ['15/13/2026', 'n’est pas un jour du calendrier'],
    ['12/15/2026', 'n’est pas un jour du calendrier'],
    ['15 décembre 2026', 'n’est pas une date au format JJ/MM/AAAA, par exemple 15/12/2026'],
    ['15/12/26', 'n’est pas une date au format JJ/MM/AAAA, par exemple 15/12/2026'],
  ])('« %s » is refused in French, naming the field: %s', (typed, reason) => {
    const prepared = prepare({ ...offerFile(), deadline: typed }, 'Sunu RH Conseil');
    const result = offer.safeParse(prepared);
    expect(result.success).toBe(false);
    const said = messages(offer, prepared, result.error!.issues);
    expect(said.build).toEqual([`« deadline » (Date limite de candidature) « ${typed} » ${reason}`]);
    expect(said.preview).toEqual([`Date limite de candidature : « ${typed} » ${reason}`]);
  });

  it('compares the days as read: a deadline before the publication is refused whatever the form', () => {
    const prepared = prepare({ ...offerFile(), datePosted: '12/11/2026', deadline: '2026-11-01' }, 'Sunu RH Conseil');
    const result = offer.safeParse(prepared);
    expect(messages(offer, prepared, result.error!.issues).build).toEqual(['« deadline » (Date limite de candidature) la date limite ne peut pas précéder la date de publication']);
  });

  it('the legal pages’ « Mise à jour » is a date of the same kind', () => {
    const legal = parse(readFileSync('content/pages/legal.yml', 'utf8')) as { notice: { updated: string } };
    legal.notice.updated = '1/12/2026';
    const result = pages.legal.schema.safeParse(prepare(legal, 'Sunu RH Conseil'));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data!.notice.updated).toBe('2026-12-01');
  });

  it('the editor’s pattern accepts exactly the days of the calendar, as the build does', () => {
    const pattern = new RegExp(datePattern.source);
    const exists = (year: number, month: number, day: number) => {
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    };
    const two = (value: number) => String(value).padStart(2, '0');
    for (const year of [1900, 1999, 2000, 2024, 2025, 2026, 2027, 2028, 2100, 2400]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const real = exists(year, month, day) && month >= 1 && day >= 1;
          const iso = `${year}-${two(month)}-${two(day)}`;
          for (const typed of [`${two(day)}/${two(month)}/${year}`, `${day}/${month}/${year}`, iso]) {
            expect(pattern.test(typed), typed).toBe(real);
            expect(isoDate(typed), typed).toBe(real ? iso : undefined);
          }
        }
      }
    }
  });
});
