import { describe, expect, it } from 'vitest';
import { cvMaxBytes, cvProblemFromFile, textProblems } from '../../contract/contactRules';
import { cleanFileName, cvKindFromBytes, fileSizeText } from '../../contract/cvFiles';

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

describe('cvProblemFromFile: the browser’s first check', () => {
  const file = (name: string, size = 1000, type = '') => ({ name, size, type });
  it('accepts PDF and Word files up to 5 Mo, by their extension', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.docx', 'cv.odt']) expect(cvProblemFromFile(file(name))).toBeNull();
    expect(cvProblemFromFile(file('cv.pdf', cvMaxBytes, 'application/pdf'))).toBeNull();
  });
  it('refuses an empty file, one byte over 5 Mo, and other kinds', () => {
    expect(cvProblemFromFile(file('cv.pdf', 0))).toBe('cvEmpty');
    expect(cvProblemFromFile(file('cv.pdf', cvMaxBytes + 1))).toBe('cvTooLarge');
    expect(cvProblemFromFile(file('cv.exe'))).toBe('cvType');
    expect(cvProblemFromFile(file('cv'))).toBe('cvType');
    // The name's extension decides here; the server reads the bytes (cvKindFromBytes).
    expect(cvProblemFromFile(file('photo.jpg', 1000, 'image/jpeg'))).toBe('cvType');
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
