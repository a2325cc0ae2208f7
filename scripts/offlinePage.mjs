// The offline page (/hors-ligne), made at build time from the 404 page's frame (its header,
// footer, styles) with the offline content in its <main>: the service worker shows it, with no
// network, for an address this device never kept (src/offline/sw.ts). It loads none of the app's
// scripts (the address it answers is not its own, so the app would draw another page): its links
// are plain, and one small inline script (hashed into the CSP with the others) points « Réessayer »
// at the address asked for and lists the pages this device has kept, by their titles.

/**
 * `notFound`: the prerendered 404 page; `main`: the offline content (src/components/Offline);
 * `titles`: each page's path and heading; `font`: the brand font's file (latin); `ids`: the elements the script fills; `pagesCache`: the
 * cache the service worker keeps pages in.
 */
export function offlinePageHtml({ notFound, main, titles, ids, pagesCache, title, font }) {
  const script = offlineScript({ ids, pagesCache });
  const data = `<script type="application/json" id="${ids.titles}">${JSON.stringify(titles).replace(/</g, '\\u003c')}</script>`;
  const html = notFound
    // No app: its module scripts, their preloads and the 404's page data go.
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    // The brand font, which the app declares on the other pages (src/styles/fonts.ts), precached with it.
    .replace('</head>', () => (font ? `<style>@font-face{font-family:'Manrope Variable';src:url(/${font}) format('woff2');font-weight:200 800;font-display:swap}</style></head>` : '</head>'))
    .replace(/<main([^>]*)>[\s\S]*<\/main>/, (_, attributes) => `<main${attributes}>${main}</main>`)
    .replace('</body>', () => `${data}<script>${script}</script></body>`);
  if (!html.includes(main) || !html.includes(`<title>${title}</title>`)) throw new Error('The offline page: the 404 page has no <main> or <title> to replace.');
  if (/<script type="module"/.test(html)) throw new Error('The offline page still loads the app.');
  return html;
}

/** The offline page's script: static text (its hash goes into the CSP), reading its data from the page. */
export function offlineScript({ ids, pagesCache }) {
  return `(function(){var d=document;d.getElementById(${JSON.stringify(ids.retry)}).href=location.href;if(!window.caches)return;var titles=JSON.parse(d.getElementById(${JSON.stringify(ids.titles)}).textContent);caches.open(${JSON.stringify(pagesCache)}).then(function(c){return c.keys()}).then(function(keys){var kept={};keys.forEach(function(r){kept[new URL(r.url).pathname.replace(/\\/$/,'')||'/']=1});var list=d.getElementById(${JSON.stringify(ids.list)});Object.keys(titles).forEach(function(path){if(!kept[path])return;var li=d.createElement('li'),a=d.createElement('a');a.href=path;a.className=list.getAttribute('data-link-class');a.textContent=titles[path];li.appendChild(a);list.appendChild(li)});if(list.children.length)d.getElementById(${JSON.stringify(ids.saved)}).hidden=false})})();`;
}
