import { describe, expect, it } from 'vitest';
import { cvMaxBytes, textProblems } from '../../contract/contactRules';
import { cleanFileName, cvHeadBytes, cvKindFromBytes, cvProblem, cvRefusalMessage, fileSizeText, startsLikeCv, cvFileName } from '../../contract/cvFiles';

const bytes = (...parts: (string | ArrayLike<number>)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : Array.from(part))));
/** A ZIP's first local header naming `name`, then its stored bytes. */
const zipEntry = (name: string, content = '') => bytes('PK\x03\x04', Array(22).fill(0), [name.length, 0, 0, 0], name, content);
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);

describe('cvKindFromBytes: what a file is, from its first bytes', () => {
  it('recognises a PDF, a Word 97 file, a .docx and an .odt', () => {
    expect(cvKindFromBytes(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(cvKindFromBytes(bytes(ole2, Array(500).fill(0), utf16('WordDocument')))).toBe('doc');
    expect(cvKindFromBytes(bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml')))).toBe('docx');
    expect(cvKindFromBytes(zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'))).toBe('odt');
  });

  it('refuses an executable, a spreadsheet, a plain ZIP, an image and text, whatever their names', () => {
    expect(cvKindFromBytes(bytes('MZ\x90\x00', 'This program cannot be run in DOS mode'))).toBeNull();
    expect(cvKindFromBytes(bytes('\x7fELF'))).toBeNull();
    expect(cvKindFromBytes(bytes(ole2, utf16('Workbook')))).toBeNull();
    expect(cvKindFromBytes(zipEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'))).toBeNull();
    expect(cvKindFromBytes(zipEntry('photo.jpg'))).toBeNull();
    // A spreadsheet's ZIP names « xl/workbook.xml »: a « w » that does not start « word/document.xml ».
    expect(cvKindFromBytes(zipEntry('xl/workbook.xml', 'word/other-part.xml and more'))).toBeNull();
    expect(cvKindFromBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(cvKindFromBytes(bytes(' %PDF-1.7'))).toBeNull();
    expect(cvKindFromBytes(new Uint8Array())).toBeNull();
  });
});

describe('cvProblem: the browser’s check, by name, size and first bytes', () => {
  const file = (name: string, size = 1000) => ({ name, size });
  const pdfHead = bytes('%PDF-1.7');
  const heads = { pdf: pdfHead, doc: bytes(ole2), docx: bytes('PK\x03\x04\x14\x00\x06\x00'), odt: bytes('PK\x03\x04\x0a\x00\x00\x00') };
  it('accepts PDF and Word files up to 5 Mo whose first bytes are a CV’s', () => {
    for (const [kind, head] of Object.entries(heads)) expect(cvProblem(file(`cv.${kind}`), head), kind).toBeNull();
    expect(cvProblem(file('CV.PDF'), pdfHead)).toBeNull();
    expect(cvProblem(file('cv.pdf', cvMaxBytes), pdfHead)).toBeNull();
    // The bytes decide what a file is, not which CV kind its name says: a .doc saved as .docx is still Word.
    expect(cvProblem(file('cv.docx'), heads.doc)).toBeNull();
  });
  it('refuses an empty file, another kind by its name, a renamed file by its bytes, then one byte over 5 Mo', () => {
    expect(cvProblem(file('cv.pdf', 0), new Uint8Array())).toBe('cvEmpty');
    expect(cvProblem(file('cv.exe'), bytes('MZ\x90\x00'))).toBe('cvType');
    expect(cvProblem(file('cv'), pdfHead)).toBe('cvType');
    expect(cvProblem(file('photo.jpg'), bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('cvType');
    expect(cvProblem(file('cv.pdf'), bytes('MZ\x90\x00'))).toBe('cvContent');
    expect(cvProblem(file('cv.docx'), bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('cvContent');
    expect(cvProblem(file('cv.pdf', cvMaxBytes + 1), bytes('MZ\x90\x00'))).toBe('cvContent');
    expect(cvProblem(file('cv.pdf', cvMaxBytes + 1), pdfHead)).toBe('cvTooLarge');
  });
  it('needs only the first 8 bytes, and lets through the start of every file the Worker takes for a CV', () => {
    expect(cvHeadBytes).toBe(8);
    const workerCvs = [
      bytes('%PDF-1.7\n'),
      bytes(ole2, Array(500).fill(0), utf16('WordDocument')),
      bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml')),
      zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'),
    ];
    for (const cv of workerCvs) {
      expect(cvKindFromBytes(cv)).not.toBeNull();
      expect(startsLikeCv(cv.slice(0, cvHeadBytes))).toBe(true);
    }
    expect(startsLikeCv(bytes(' %PDF-1.7'))).toBe(false);
    expect(startsLikeCv(bytes('MZ\x90\x00'))).toBe(false);
    expect(startsLikeCv(new Uint8Array())).toBe(false);
  });
});

describe('cvRefusalMessage: which words say what was found', () => {
  it('names the extension a renamed file claims', () => {
    expect(cvRefusalMessage('cvContent', { name: 'Mon CV.PDF', size: 10 })).toEqual({ key: 'cvContent', blanks: { extension: '.pdf' } });
  });
  it('gives the size and the limit, with a PDF’s own advice apart from a document’s', () => {
    expect(cvRefusalMessage('cvTooLarge', { name: 'cv.pdf', size: 6.2 * 1024 * 1024 })).toEqual({ key: 'cvTooLargePdf', blanks: { taille: '6,2\u00a0Mo', limite: '5\u00a0Mo' } });
    expect(cvRefusalMessage('cvTooLarge', { name: 'cv.docx', size: 6 * 1024 * 1024 }).key).toBe('cvTooLarge');
  });
  it('has no blank for an empty file or another kind', () => {
    expect(cvRefusalMessage('cvEmpty', { name: 'cv.pdf', size: 0 })).toEqual({ key: 'cvEmpty', blanks: {} });
    expect(cvRefusalMessage('cvType', { name: 'setup.exe', size: 9 })).toEqual({ key: 'cvType', blanks: {} });
  });
});

describe('the shared text rules', () => {
  const payload = { name: 'Awa', email: 'awa@example.sn', phone: '', company: '', service: null, message: 'Bonjour', offer: null };
  it('finds nothing wrong with a complete message', () => {
    expect(textProblems(payload)).toEqual({});
  });
  it('names each field’s first problem', () => {
    expect(textProblems({ ...payload, name: ' ', email: 'awa@@example', message: 'x'.repeat(5001), service: 'astronaute' as never })).toEqual({ name: 'missing', email: 'emailInvalid', message: 'tooLong', service: 'serviceUnknown' });
  });
});

describe('file names and sizes', () => {
  it('keeps a file’s own name, without its path, control characters or markup', () => {
    expect(cleanFileName('C:\\Users\\awa\\CV Aïssatou Ba.pdf')).toBe('CV Aïssatou Ba.pdf');
    expect(cleanFileName('../../etc/<script>.pdf')).toBe('script.pdf');
    expect(cleanFileName('cv\r\nBcc: x.pdf')).toBe('cvBcc x.pdf');
    expect(cleanFileName('...')).toBe('cv');
  });
  it('writes sizes the French way', () => {
    expect(fileSizeText(300)).toBe('1\u00a0Ko');
    expect(fileSizeText(850 * 1024)).toBe('850\u00a0Ko');
    expect(fileSizeText(1.25 * 1024 * 1024)).toBe('1,3\u00a0Mo');
    expect(fileSizeText(6 * 1024 * 1024)).toBe('6\u00a0Mo');
  });
});

describe('a CV’s name as it is kept and attached', () => {
  it('takes the extension of what its bytes are, and loses what would turn it around', () => {
    expect(cvFileName('cv.hta', 'pdf')).toBe('cv.pdf');
    expect(cvFileName('CV Awa.html', 'pdf')).toBe('CV Awa.pdf');
    expect(cvFileName('cv.pdf.exe', 'pdf')).toBe('cv.pdf');
    expect(cvFileName('facture.bat', 'pdf')).toBe('facture.pdf');
    expect(cvFileName('cv\u202Eedoc.pdf', 'pdf')).toBe('cvedoc.pdf');
    expect(cvFileName('Mon CV.DOCX', 'docx')).toBe('Mon CV.docx');
    expect(cvFileName('sans extension', 'odt')).toBe('sans extension.odt');
    expect(cvFileName('.pdf', 'pdf')).toBe('cv.pdf');
  });

  it('refuses a macro-enabled Word package (its VBA part is named in the ZIP)', () => {
    expect(cvKindFromBytes(bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml'), zipEntry('word/vbaProject.bin')))).toBeNull();
  });
});
