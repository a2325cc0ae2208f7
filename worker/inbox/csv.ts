/**
 * The export: what a spreadsheet (Excel, LibreOffice, in French) opens as it is: UTF-8 with a BOM,
 * « ; » between fields, CRLF lines, fields quoted per RFC 4180 when they need it, dates and
 * statuses in French. A cell that starts like a formula (= + - @, a tab or a carriage return) gets
 * a leading apostrophe, so a candidate's « =HYPERLINK(…) » stays text.
 */
import { csvColumns, statusLabels } from '../../src/inbox/contract';
import type { ExportRow } from './queries';

export const csvBom = '\uFEFF';

/** « 25/11/2026 08:04 », UTC (Dakar). */
export function frenchDateTime(iso: string): string {
  const [day, time] = iso.split('T');
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year} ${time.slice(0, 5)}`;
}

/** Digits in pairs from the right: « 0612345678 » → « 06 12 34 56 78 ». */
const inPairs = (digits: string) => digits.replace(/\B(?=(\d{2})+$)/g, ' ');

/**
 * The phone column, in one form for every row (issue 42): the number as a phone in Dakar dials
 * it, which Excel and LibreOffice both read as text, with no apostrophe to show and no formula.
 *
 * - A Senegalese number (« +221 », « 00221 » or « 221 » then nine digits, or nine digits starting
 *   with 3 or 7): the national form, « 77 123 45 67 », what is dialled in Senegal (no trunk prefix).
 * - Another country's: « 00 » (the international prefix dialled from Senegal) in place of « + »,
 *   then the candidate's own groups: « +33 6 12 34 56 78 » → « 00 33 6 12 34 56 78 ».
 * - Anything else (letters, fewer than six digits, more than fifteen): as typed, under the formula
 *   guard of every other cell.
 *
 * Why not « +221 77 123 45 67 » for all: a cell starting with « + » is a formula to both programs
 * (its spaces are Excel's intersection operator: an error), so it needs the guard's apostrophe,
 * which shows in a cell opened from a CSV. Why spaces: digits alone are a number to a spreadsheet,
 * which drops a leading 0 and writes a long one as 2,21772E+11; groups of two digits never read as
 * a number (a thousands separator groups by three), and when a candidate's own groups would (« 00
 * 336 123 456 »), the digits go in pairs.
 */
export function csvPhone(typed: string): string {
  // « (+221) 77… » as « +221 77… ».
  const text = typed.trim().replace(/^\((?=\+)/, '');
  if (!/^\+?[\d\s().\/-]+$/.test(text)) return typed;
  const international = text.startsWith('+') || text.startsWith('00');
  const runs = text.replace(/^(\+|00)/, '').match(/\d+/g) ?? [];
  const digits = runs.join('');
  const senegal = digits.length === 9 && !international && /^[37]/.test(digits) ? digits : digits.length === 12 && /^221[37]/.test(digits) ? digits.slice(3) : undefined;
  if (senegal) return `${senegal.slice(0, 2)} ${senegal.slice(2, 5)} ${senegal.slice(5, 7)} ${senegal.slice(7)}`;
  if (digits.length < 6 || digits.length > 15) return typed;
  const prefix = international ? '00 ' : '';
  const grouped = `${prefix}${runs.length > 1 ? runs.join(' ') : inPairs(digits)}`;
  return /^\d{1,3}( \d{3})+$/.test(grouped) ? `${prefix}${inPairs(digits)}` : grouped;
}

/** One cell: neutralised if it reads as a formula, quoted if it holds « ; », a quote or a line break. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** The notes, oldest first, one per line: « 27/11/2026 09:30, fatou@… : appelée, disponible en janvier ». */
export function notesText(notesJson: string | null): string {
  const notes = JSON.parse(notesJson || '[]') as { text: string; by: string; at: string }[];
  return notes.map((note) => `${frenchDateTime(note.at)}, ${note.by} : ${note.text}`).join('\n');
}

export function csvRow(row: ExportRow, services: Record<string, string>): string[] {
  const cells: Record<(typeof csvColumns)[number], string> = {
    'Reçue le': frenchDateTime(row.received_at),
    Type: row.kind === 'application' ? 'Candidature' : 'Message',
    Nom: row.name,
    'E-mail': row.email,
    Téléphone: csvPhone(row.phone ?? ''),
    Entreprise: row.company ?? '',
    Offre: row.offer_reference ?? (row.kind === 'application' ? 'Candidature spontanée' : ''),
    Intitulé: row.offer_title ?? '',
    Service: row.service ? (services[row.service] ?? row.service) : '',
    Statut: statusLabels[row.status] ?? row.status,
    'CV joint': row.cv_key ? 'Oui' : 'Non',
    'Autres candidatures': row.kind === 'application' ? String(row.others) : '',
    Message: row.message ?? '',
    Notes: notesText(row.notes_json),
    Favori: row.favorite === 1 ? 'Oui' : '',
  };
  return csvColumns.map((column) => cells[column]);
}

export function csvText(rows: ExportRow[], services: Record<string, string>): string {
  return csvBom + csvLine([...csvColumns]) + rows.map((row) => csvLine(csvRow(row, services))).join('');
}

/** « candidatures-2026-11-25.csv »: the day of the export (UTC). */
export const csvFileName = (now: Date) => `candidatures-${now.toISOString().slice(0, 10)}.csv`;
