// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { retryableImport } from '../../src/lib/retryImport';

describe('a lazy module’s import tried again', () => {
  it('is made once when it works', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const again = retryableImport(load);
    await expect(again()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the failed file again under another address, since the browser keeps the failure', async () => {
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/BhfrMz.js');
    });
    const importAt = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/BhfrMz.js?essai=1')).mockResolvedValueOnce({ answer: 42 });
    const again = retryableImport(load, importAt);
    await expect(again()).rejects.toThrow('Failed to fetch');
    await expect(again()).rejects.toThrow('Failed to fetch');
    await expect(again()).resolves.toEqual({ answer: 42 });
    expect(importAt.mock.calls).toEqual([['http://127.0.0.1:4173/assets/BhfrMz.js?essai=1'], ['http://127.0.0.1:4173/assets/BhfrMz.js?essai=2']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes the import again where the browser’s message names no file', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValueOnce({ answer: 42 });
    const again = retryableImport(load);
    await expect(again()).rejects.toThrow('Importing');
    await expect(again()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
