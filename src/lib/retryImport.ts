/**
 * A lazy module's import that can really be tried again. A module whose file failed to arrive
 * (the network dropped) is remembered as failed by the browser for the page's life: Chromium
 * answers the same import with the same error, without asking the network again, so « Réessayer »
 * did nothing. The next try asks the same file under another address (« ?essai=1 »), which the
 * browser fetches anew. The file's address is in the browser's message (Chromium's and
 * Firefox's); where it is not, the import is simply made again.
 */
export function retryableImport<Module>(
  load: () => Promise<Module>,
  importAt: (address: string) => Promise<Module> = (address) => import(/* @vite-ignore */ address) as Promise<Module>,
): () => Promise<Module> {
  let failed: string | undefined;
  let tries = 0;
  const remember = (error: unknown) => {
    failed = /https?:\/\/[^\s'"]+\.js/.exec(error instanceof Error ? error.message : String(error))?.[0] ?? failed;
    throw error;
  };
  return () => {
    if (!failed) return load().catch(remember);
    tries += 1;
    return importAt(`${failed}?essai=${tries}`).catch(remember);
  };
}
