// A static host for dist/, as Netlify or Cloudflare Pages would serve it: pretty URLs
// (/services → services/index.html), 404.html with HTTP 404 for unknown paths, gzip, and the
// headers from dist/_headers. Used by the browser tests and the benchmark; `node
// scripts/static-server.mjs [port]` serves the build by hand.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Parses the `_headers` format: a path pattern line, then indented `Name: value` lines, or
 * `! Name` to detach a header an earlier matching rule set.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [], detach: [] });
    else if (line.trim().startsWith('!')) rules.at(-1).detach.push(line.trim().slice(1).trim().toLowerCase());
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers for `path`, as Cloudflare Pages applies them: every matching rule in order; a
 * header set twice is joined with a comma; `! Name` removes what earlier rules set.
 */
export function headersFor(rules, path) {
  const found = new Map();
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const name of rule.detach) found.delete(name);
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      found.set(key, { name, value: found.has(key) ? `${found.get(key).value}, ${value}` : value });
    }
  }
  return Object.fromEntries([...found.values()].map(({ name, value }) => [name, value]));
}

function matches(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

async function fileFor(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, join(clean, 'index.html')]) {
    const full = join(root, candidate);
    if (!full.startsWith(root)) return null;
    try {
      if ((await stat(full)).isFile()) return full;
    } catch {}
  }
  return null;
}

/**
 * `tls: { key, cert }` serves HTTP/2 over TLS (HTTP/1.1 still accepted), as production static
 * hosts do; without it, plain HTTP/1.1.
 */
export async function startStaticServer({ root, port = 0, headers = true, gzip = true, tls } = {}) {
  let rules = [];
  if (headers) {
    try {
      rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
    } catch {}
  }
  const handler = async (req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    let file = await fileFor(root, path);
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('404');
    }
    const head = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    Object.assign(head, headersFor(rules, path));
    if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|xml|svg/.test(head['Content-Type'])) {
      body = gzipSync(body);
      head['Content-Encoding'] = 'gzip';
      head['Vary'] = 'Accept-Encoding';
    }
    head['Content-Length'] = body.length;
    res.writeHead(status, head);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address();
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${actualPort}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const { url } = await startStaticServer({ root, port: Number(process.argv[2] ?? 4173) });
  console.log(`Serving dist/ at ${url}`);
}
