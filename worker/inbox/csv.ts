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
    Téléphone: row.phone ?? '',
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
