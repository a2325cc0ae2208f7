// The site's own version of Vite's preload helper (`vite/preload-helper`), which every lazy
// import goes through: before a route's chunk runs, its stylesheets are loaded and its
// imports preloaded. Vite's serves every kind of site (relative bases, CSP nonces, browsers
// without modulepreload, a `vite:preloadError` event); this site has a root base, CSP hashes,
// modern browsers and no listener, and every page pays for the helper's bytes (0.47 KiB gzip
// less with this one: docs/performance.md). Loaded in place of Vite's by the
// `site-preload-helper` plugin (vite.config.ts); tests/build/budgets.test.ts checks it is the one built.
//
// What it keeps of Vite's: a stylesheet or a module already linked from the page (a prerendered
// page links its own, or inlines them with a disabled <link>: src/lib/routerInternals.ts) is not
// fetched again; each is asked for once; a stylesheet that fails fails the import.

const asked = {};

export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = new URL('/' + dep, location.href).href;
      if (!(href in asked)) {
        const css = href.endsWith('.css');
        asked[href] = [...document.getElementsByTagName('link')].some((link) => link.href === href && (!css || link.rel === 'stylesheet'))
          ? undefined
          : new Promise((resolve, reject) => {
              const link = document.createElement('link');
              link.rel = css ? 'stylesheet' : 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              if (css) {
                link.onload = resolve;
                link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
              } else resolve();
              document.head.appendChild(link);
            });
      }
      return asked[href];
    }),
  ).then(() => load());
