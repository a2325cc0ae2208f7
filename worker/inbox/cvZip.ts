/**
 * The CVs of a selection as one ZIP, streamed from R2 as it is read: fflate's streaming `Zip` with
 * stored entries (PDF and Word files are compressed already), so that a shortlist of 5 Mo files
 * never sits whole in the Worker's memory. Each file is named « Nom – REF.pdf ».
 */
import { Zip, ZipPassThrough } from 'fflate';
import type { StoredMessage } from '../store';
import { cvMediaTypes } from '../../contract/cvFiles';
import type { CvKind } from '../../contract/contactRules';

export type ZipSource = Pick<StoredMessage, 'id' | 'name' | 'offer_reference' | 'cv_key' | 'cv_name' | 'cv_type' | 'received_at'>;

/** What a file name may not hold on Windows, macOS or in a ZIP: replaced by a space. */
const unsafe = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * The extension of what the file is, from the type its bytes gave it when it was received
 * (receiveMessage.ts), never the name the candidate typed; .pdf for an entry without one.
 */
function extensionOf(type: string | null): string {
  const kind = (Object.keys(cvMediaTypes) as CvKind[]).find((candidate) => cvMediaTypes[candidate] === type);
  return `.${kind ?? 'pdf'}`;
}

/**
 * « Awa Ndiaye – SRH-2026-031.pdf », « Awa Ndiaye – spontanée.docx »; a second file with the same
 * name gets « (2) ».
 */
export function zipNames(rows: ZipSource[]): string[] {
  const taken = new Map<string, number>();
  return rows.map((row) => {
    const name = row.name.replace(unsafe, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'Sans nom';
    const base = `${name} – ${row.offer_reference ?? 'spontanée'}`;
    const extension = extensionOf(row.cv_type);
    const key = `${base}${extension}`.toLowerCase();
    const seen = (taken.get(key) ?? 0) + 1;
    taken.set(key, seen);
    return seen === 1 ? `${base}${extension}` : `${base} (${seen})${extension}`;
  });
}

/** The text file put in the ZIP when some CVs were not found in R2 (already deleted). */
export const missingNoteName = 'CV introuvables.txt';

/**
 * A ZIP of the rows' CVs, streamed: each R2 object is read only when the reader has taken what came
 * before. Rows whose file is gone are listed in « CV introuvables.txt ».
 */
export function cvZip(bucket: R2Bucket, rows: ZipSource[]): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let written: Promise<void> = Promise.resolve();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      void writer.abort(error);
      return;
    }
    written = written.then(() => writer.write(chunk));
    if (final) written = written.then(() => writer.close());
  });

  const fill = async () => {
    const names = zipNames(rows);
    const missing: string[] = [];
    for (const [index, row] of rows.entries()) {
      const object = row.cv_key ? await bucket.get(row.cv_key) : null;
      if (!object) {
        missing.push(`${row.name} (${row.offer_reference ?? 'candidature spontanée'}) : ${row.cv_name ?? 'CV'}`);
        continue;
      }
      const entry = new ZipPassThrough(names[index]);
      entry.mtime = new Date(row.received_at);
      zip.add(entry);
      const reader = object.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
        // Backpressure: read the next part of the file only once the client has taken this one.
        await written;
      }
      entry.push(new Uint8Array(0), true);
    }
    if (missing.length) {
      const note = new ZipPassThrough(missingNoteName);
      zip.add(note);
      note.push(new TextEncoder().encode(`Ces CV n’ont pas été trouvés (supprimés entre-temps)\u00a0:\r\n${missing.join('\r\n')}\r\n`), true);
    }
    zip.end();
    await written;
  };
  fill().catch((error: unknown) => {
    console.error(error);
    void writer.abort(error);
  });
  return readable;
}
