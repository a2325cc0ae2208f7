// The head tags React hoists to the front of a rendered page (<title>, <meta>, <link>), and the rest:
// the prerender (scripts/prerender.mjs) and the dev server's pages (scripts/devPages.ts) both move
// them into the template's <head>.
export function splitHead(html) {
  const match = html.match(/^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/);
  const head = match ? match[0] : '';
  return { head, body: html.slice(head.length) };
}
