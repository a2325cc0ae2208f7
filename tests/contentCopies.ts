/**
 * A fresh copy of content/ for each test of a file, and what the tests do with it: change a file
 * (the text to replace must be there), load it, and read the problems the loader reports, as the
 * lines of its French message.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { ContentError, contentDir, loadContent } from '../src/content/load';

export function useContentCopy(name: string) {
  let root = '';
  let dir = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), `${name}-`));
    dir = join(root, 'content');
    cpSync(contentDir, dir, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = (path: string) => join(dir, path);
  const read = (path: string) => readFileSync(file(path), 'utf8');
  const write = (path: string, text: string) => writeFileSync(file(path), text);
  return {
    /** The copy's folder (set before each test). */
    get dir() {
      return dir;
    },
    file,
    read,
    write,
    load: () => loadContent({ dir }),
    /** Replaces `from` (which must be there) by `to` in a content file. */
    change(path: string, from: string | RegExp, to: string) {
      const before = read(path);
      const after = before.replace(from, to);
      expect(after, `${String(from)} is in ${path}`).not.toBe(before);
      write(path, after);
    },
    /** The problems the loader reports, as lines of its message; fails if it loads. */
    problems(): string[] {
      try {
        loadContent({ dir });
      } catch (error) {
        expect(error).toBeInstanceOf(ContentError);
        return (error as ContentError).problems.map(({ file: name, line, message }) => `${name}${line ? `, ligne ${line}` : ''} : ${message}`);
      }
      throw new Error('the content loaded without a problem');
    },
  };
}
