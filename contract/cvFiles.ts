/**
 * CV files beyond the form's first check (contactRules.ts): their media types, what the file
 * picker offers, what a file is from its bytes (the Worker's check), and how names and sizes are
 * written. Apart from contactRules.ts so the form's first load does not carry them: the CV field
 * and the Worker do.
 */
import { cvKinds, cvMaxBytes, type CvKind, type CvProblem } from './contactRules';

export const cvMediaTypes: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};
/** The file picker's `accept`: extensions and media types. */
export const cvAccept = Object.entries(cvMediaTypes)
  .flatMap(([kind, type]) => [`.${kind}`, type])
  .join(',');

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  for (let at = bytes.indexOf(first); at !== -1 && at + text.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    if (ascii(bytes, at, text)) return true;
  }
  return false;
}

/**
 * What a file is, from its bytes, never its name: a PDF (`%PDF-`), an old Word file (OLE2 with a
 * « WordDocument » stream), a .docx (a ZIP naming `word/document.xml`, and no macros) or an .odt (a
 * ZIP whose first entry, `mimetype`, says so). Anything else, an executable renamed `.pdf` or a
 * macro-enabled .docm included, is null.
 */
export function cvKindFromBytes(bytes: Uint8Array): CvKind | null {
  if (ascii(bytes, 0, '%PDF-')) return 'pdf';
  const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (ole2.every((byte, i) => bytes[i] === byte)) {
    // The stream names of the compound file are UTF-16: « W\0o\0r\0d\0D\0… ».
    return includesAscii(bytes, 'W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t') ? 'doc' : null;
  }
  if (ascii(bytes, 0, 'PK\x03\x04')) {
    if (ascii(bytes, 30, 'mimetype') && ascii(bytes, 38, cvMediaTypes.odt)) return 'odt';
    // A Word package, but not one with macros (.docm, .dotm): its VBA part, `word/vbaProject.bin`,
    // is named in the ZIP's headers, which are never compressed.
    return includesAscii(bytes, 'word/document.xml') && !includesAscii(bytes, 'vbaProject.bin') ? 'docx' : null;
  }
  return null;
}

/** The kind a file's name claims (its extension), if it is one a CV may be. */
export function cvKindFromName(name: string): CvKind | null {
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return (cvKinds as readonly string[]).includes(extension) ? (extension as CvKind) : null;
}

/** How many first bytes the browser reads of a chosen file (`cvProblem`). */
export const cvHeadBytes = 8;

/**
 * Whether a file's first bytes are those of a CV of any kind: a PDF (`%PDF-`), an old Word file
 * (OLE2), or a ZIP (.docx, .odt). The Worker looks further (cvKindFromBytes); these few bytes are
 * enough for the browser to refuse a renamed executable or photo before it is sent.
 */
export function startsLikeCv(head: Uint8Array): boolean {
  return ascii(head, 0, '%PDF-') || [0xd0, 0xcf, 0x11, 0xe0].every((byte, i) => head[i] === byte) || ascii(head, 0, 'PK\x03\x04');
}

/**
 * The browser's check of a chosen file, before it is kept: empty, not a CV by its name's
 * extension, not what that name claims by its first bytes (`head`, `cvHeadBytes` of them), or over
 * 5 Mo. Null: the file is kept. The Worker checks the whole file again.
 */
export function cvProblem(file: { name: string; size: number }, head: Uint8Array): CvProblem | null {
  if (file.size === 0) return 'cvEmpty';
  if (!cvKindFromName(file.name)) return 'cvType';
  if (!startsLikeCv(head)) return 'cvContent';
  return file.size > cvMaxBytes ? 'cvTooLarge' : null;
}

/** The content message (contact.yml, `refusals`) that says why a file was refused, and its blanks. */
export type CvMessageKey = 'cvType' | 'cvEmpty' | 'cvContent' | 'cvTooLarge' | 'cvTooLargePdf';

/**
 * Which message says what was found, for the CV field and the Worker alike: the extension a
 * renamed file claims; a file's size and the limit, with advice for a PDF (rescan, reduce its
 * images) apart from a document's (which may still be saved as a PDF).
 */
export function cvRefusalMessage(problem: CvProblem, file: { name: string; size: number }): { key: CvMessageKey; blanks: Record<string, string> } {
  if (problem === 'cvContent') return { key: problem, blanks: { extension: `.${file.name.split('.').pop()!.toLowerCase()}` } };
  if (problem === 'cvTooLarge') {
    return { key: cvKindFromName(file.name) === 'pdf' ? 'cvTooLargePdf' : 'cvTooLarge', blanks: { taille: fileSizeText(file.size), limite: fileSizeText(cvMaxBytes) } };
  }
  return { key: problem, blanks: {} };
}

/**
 * A stored file name: no path, no control or markup characters, no bidirectional override or
 * isolate (« cv\u202Eedoc.pdf » would read « cvfdp.code »), 120 characters at most.
 */
export function cleanFileName(name: string): string {
  const cleaned = name
    .slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-120);
  return cleaned.replace(/^\.+/, '') || 'cv';
}

/**
 * A CV's name as it is kept and attached: cleaned (`cleanFileName`), its extension the one of what
 * its bytes are. Mail clients open an attachment by its extension: PDF bytes typed « cv.hta »,
 * « CV Awa.html » or « cv.pdf.exe » become « cv.pdf », « CV Awa.pdf », « cv.pdf ».
 */
export function cvFileName(name: string, kind: CvKind): string {
  // A name that is only an extension (« .pdf ») names nothing: « cv ».
  const cleaned = cleanFileName(name.replace(/^\s*\.[^.]*$/, ''));
  const base = cleaned.includes('.') ? cleaned.slice(0, cleaned.lastIndexOf('.')) : cleaned;
  const stem = base.toLowerCase().endsWith(`.${kind}`) ? base.slice(0, -(kind.length + 1)) : base;
  return `${stem.trim()}.${kind}`;
}

/** A file's size as the form and the firm's e-mail write it: « 850 Ko », « 1,2 Mo ». */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')}\u00a0Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Mo`;
}
