/**
 * What crawlers, link previews and static hosts read from the build: each page's head (title,
 * description, canonical, Open Graph / Twitter, icons, JSON-LD), the 404 page, sitemap.xml,
 * robots.txt, and the _headers file (strict CSP hashed against every inline script).
 * Reads dist/ and dist-endpoint/ files only; no browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import * as site from 'virtual:content/site';
// @ts-expect-error plain ESM scripts without types
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';
// @ts-expect-error plain ESM scripts without types
import { adminContentSecurityPolicy } from '../../scripts/headers.mjs';

const pages = [
  { file: 'index.html', path: '/' },
  { file: 'a-propos/index.html', path: '/a-propos' },
  { file: 'services/index.html', path: '/services' },
  { file: 'contact/index.html', path: '/contact' },
  { file: 'offres/index.html', path: '/offres' },
  { file: 'mentions-legales/index.html', path: '/mentions-legales' },
  { file: 'confidentialite/index.html', path: '/confidentialite' },
  { file: 'simulateur-salaire/index.html', path: '/simulateur-salaire' },
  { file: 'offres/chef-de-chantier-srh-2026-034/index.html', path: '/offres/chef-de-chantier-srh-2026-034' },
  { file: 'offres/comptable-senior-srh-2026-031/index.html', path: '/offres/comptable-senior-srh-2026-031' },
  { file: 'offres/developpeur-full-stack-srh-2026-029/index.html', path: '/offres/developpeur-full-stack-srh-2026-029' },
] as const;

/** The build's day (package.json's test script builds with SITE_TODAY=2026-11-23). */
const buildDay = '2026-11-23';

function parse(root: string, file: string): Document {
  return new JSDOM(readFileSync(join(root, file), 'utf8')).window.document;
}

const attr = (doc: Document, selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name) ?? null;

/** A URL of the site → the file that the static host serves for it, in dist/. */
function distFileFor(url: string, root = 'dist'): string {
  const { origin, pathname } = new URL(url, site.url);
  expect(origin, `${url} is on the site`).toBe(new URL(site.url).origin);
  return join(root, decodeURIComponent(pathname));
}

/** Width and height from a PNG or JPEG file's header bytes. */
function imageSize(bytes: Buffer): { type: 'png' | 'jpeg'; width: number; height: number } | null {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(png) && bytes.toString('ascii', 12, 16) === 'IHDR') {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
        i += 2;
        continue;
      }
      // Start of frame (baseline, progressive, …; not DHT/JPG/DAC): precision, height, width.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { type: 'jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + bytes.readUInt16BE(i + 2);
    }
  }
  return null;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '.vite' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The `_headers` rules (Netlify / Cloudflare Pages format): pattern → headers. */
function headersFile(root: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of readFileSync(join(root, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const pageUrl = (path: string) => `${site.url}${path}`;

describe('each page’s head', () => {
  const docs = pages.map((page) => ({ ...page, doc: parse('dist', page.file) }));

  it.each(docs)('$file: one French title, description, canonical, Open Graph, Twitter, theme colour', ({ path, doc }) => {
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    const title = doc.title.trim();
    expect(title).toContain(site.name);
    expect(title).not.toMatch(/\b(home|about( us)?|contact us|welcome|our services)\b/i);

    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const description = attr(doc, 'meta[name="description"]')!;
    expect([...description].length).toBeGreaterThanOrEqual(50);
    expect([...description].length).toBeLessThanOrEqual(160);

    expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(pageUrl(path));

    expect(attr(doc, 'meta[property="og:title"]')).toBeTruthy();
    expect(attr(doc, 'meta[property="og:description"]')).toBeTruthy();
    expect(attr(doc, 'meta[property="og:url"]')).toBe(pageUrl(path));
    expect(attr(doc, 'meta[name="twitter:card"]')).toMatch(/^summary(_large_image)?$/);
    expect(attr(doc, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{3,8}$/i);
    expect(doc.querySelector('meta[name="robots"][content*="noindex"]')).toBeNull();
  });

  it('every page’s title is its own', () => {
    expect(new Set(docs.map(({ doc }) => doc.title.trim())).size).toBe(docs.length);
  });

  it.each(docs)('$file: og:image is absolute and points to a 1200×630 JPEG/PNG in dist/', ({ doc }) => {
    const image = attr(doc, 'meta[property="og:image"]')!;
    expect(image).toMatch(/^https:\/\//);
    expect(image.startsWith(`${site.url}/`)).toBe(true);
    const file = distFileFor(image);
    expect(existsSync(file), `${file} exists`).toBe(true);
    const size = imageSize(readFileSync(file));
    expect(size, `${file} is a PNG or JPEG`).not.toBeNull();
    expect({ width: size!.width, height: size!.height }).toEqual({ width: 1200, height: 630 });
    if (attr(doc, 'meta[property="og:image:width"]')) {
      expect(Number(attr(doc, 'meta[property="og:image:width"]'))).toBe(size!.width);
      expect(Number(attr(doc, 'meta[property="og:image:height"]'))).toBe(size!.height);
    }
  });

  it.each(docs)('$file: favicon, apple-touch-icon and manifest are linked and exist in dist/', ({ doc }) => {
    const icons = [...doc.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href')!);
    const touch = [...doc.querySelectorAll('link[rel="apple-touch-icon"]')].map((link) => link.getAttribute('href')!);
    const manifest = [...doc.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href')!);
    expect(icons.length).toBeGreaterThan(0);
    expect(touch).toHaveLength(1);
    expect(manifest).toHaveLength(1);
    for (const href of [...icons, ...touch, ...manifest]) {
      expect(existsSync(distFileFor(href)), `${href} exists in dist/`).toBe(true);
    }
  });

  it.each(docs)('$file: the business’s JSON-LD (and an offer’s JobPosting on an offer’s page only)', ({ file, doc }) => {
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    const isOffer = /^offres\/[^/]+\/index\.html$/.test(file);
    expect(scripts.map((script) => script['@type'])).toEqual(isOffer ? ['ProfessionalService', 'JobPosting'] : ['ProfessionalService']);
    const data = scripts[0];
    expect(data['@context']).toMatch(/^https?:\/\/schema\.org\/?$/);
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe(site.name);
    expect(data.address?.addressLocality).toBe('Dakar');
    expect(data.address?.addressCountry).toMatch(/^(SN|Sénégal)$/);
    expect(data.telephone.replace(/[\s.-]/g, '')).toBe(site.phone.href.replace(/^tel:/, ''));
    expect(data.email).toBe(site.email);
    const hours = (data.openingHoursSpecification as { dayOfWeek: string | string[]; opens: string; closes: string }[]).map((slot) => ({
      days: [slot.dayOfWeek].flat().map((day) => day.replace(/^https?:\/\/schema\.org\//, '')),
      opens: slot.opens,
      closes: slot.closes,
    }));
    expect(hours).toEqual(
      expect.arrayContaining([
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        { days: ['Saturday'], opens: '09:00', closes: '13:00' },
      ]),
    );
    expect(hours.some((slot) => slot.days.includes('Sunday') && slot.opens !== slot.closes)).toBe(false);
    expect(data.sameAs).toEqual(site.socials.map((social) => social.url));
    for (const url of data.sameAs as string[]) expect(url).toMatch(/^https:\/\//);
    // The image and logo it names are served by the site.
    for (const url of [data.image, data.logo].filter(Boolean) as string[]) {
      expect(existsSync(distFileFor(url)), `${url} exists in dist/`).toBe(true);
    }
  });

  it('404.html: noindex, no canonical, « Page non trouvée »', () => {
    const doc = parse('dist', '404.html');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toContain('Page non trouvée');
    expect(attr(doc, 'meta[name="robots"]')).toMatch(/noindex/);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('h1')?.textContent?.trim()).toBe('Page non trouvée');
  });

  it('the web manifest parses and its icons exist', () => {
    const manifest = JSON.parse(readFileSync(distFileFor('/site.webmanifest'), 'utf8'));
    expect(manifest.name).toBe(site.name);
    expect(manifest.icons?.length).toBeGreaterThan(0);
    for (const icon of manifest.icons as { src: string }[]) expect(existsSync(distFileFor(icon.src)), `${icon.src} exists in dist/`).toBe(true);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('sitemap.xml lists exactly the pages, the open offers and the published articles, each offer and article with its own day as lastmod', () => {
    const xml = readFileSync('dist/sitemap.xml', 'utf8');
    expect(xml).toMatch(/^<\?xml /);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = Object.fromEntries([...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map(([, loc, lastmod]) => [loc, lastmod]));
    // The articles' pages have their own head tags (tests/build/articles.test.ts): here, the sitemap.
    // The IPM article's day is its « mis à jour le »; the trial period's article is a draft.
    const articles = { '/actualites/ipm-ce-que-l-employeur-doit-savoir': '2026-11-27', '/actualites/preparer-un-entretien-d-embauche': '2026-11-17' };
    expect(Object.keys(entries).sort()).toEqual([...pages.map(({ path }) => pageUrl(path)), pageUrl('/actualites'), ...Object.keys(articles).map(pageUrl)].sort());
    for (const [path, day] of Object.entries(articles)) expect(entries[pageUrl(path)]).toBe(day);
    expect(entries[pageUrl('/actualites')]).toBe(buildDay);
    expect(entries[pageUrl('/offres/chef-de-chantier-srh-2026-034')]).toBe('2026-11-18');
    expect(entries[pageUrl('/offres/comptable-senior-srh-2026-031')]).toBe('2026-11-12');
    expect(entries[pageUrl('/offres/developpeur-full-stack-srh-2026-029')]).toBe('2026-11-05');
    expect(entries[pageUrl('/services')]).toBe(buildDay);
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync('dist/robots.txt', 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    // The editor answers at /admin (the host drops trailing slashes); the Worker's API is no page.
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${`${site.url}/sitemap.xml`.replace(/[.]/g, '\\.')}$`, 'm'));
  });
});

describe.each(['dist', 'dist-endpoint'])('%s/_headers', (root) => {
  const rules = headersFile(root);
  const all = rules.get('/*') ?? {};
  const csp = cspDirectives(all['content-security-policy'] ?? '');

  it('has a Content-Security-Policy for every path', () => {
    expect(all['content-security-policy']).toBeTruthy();
  });

  it('script-src: no unsafe-inline / unsafe-eval, no wildcard, and the hash of every inline script of every HTML file', () => {
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:', 'blob:']) expect(scriptSrc).not.toContain(unsafe);
    const files = htmlFiles(root);
    expect(files.length).toBeGreaterThanOrEqual(5);
    const missing: string[] = [];
    let inline = 0;
    for (const file of files) {
      const doc = new JSDOM(readFileSync(file, 'utf8')).window.document;
      for (const script of doc.querySelectorAll('script:not([src])')) {
        // Data, never run (JSON-LD, an offer page's loader data): CSP does not apply to them.
        if (['application/ld+json', 'application/json'].includes(script.getAttribute('type') ?? '')) continue;
        inline += 1;
        const hash = `'sha256-${createHash('sha256').update(script.textContent ?? '').digest('base64')}'`;
        if (!scriptSrc.includes(hash)) missing.push(`${file}: ${hash} ${script.textContent?.slice(0, 60)}`);
      }
    }
    expect(inline).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('frame-src, img-src, object-src, base-uri, frame-ancestors', () => {
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect([...(csp.get('img-src') ?? [])].sort()).toEqual(["'self'", 'data:', 'https://images.unsplash.com'].sort());
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('connect-src allows the contact endpoint only in the endpoint build', () => {
    const connect = csp.get('connect-src') ?? csp.get('default-src') ?? [];
    if (root === 'dist-endpoint') expect(connect).toContain('https://forms.example.test');
    else expect(connect).not.toContain('https://forms.example.test');
  });

  it('HSTS, nosniff, Referrer-Policy, Permissions-Policy', () => {
    const maxAge = Number(all['strict-transport-security']?.match(/max-age=(\d+)/)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(all['x-content-type-options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(all['referrer-policy']);
    expect(all['permissions-policy']).toMatch(/\w+=\(\)/);
  });
});

describe('the editor’s headers (/admin/*), as a host merges the rules', () => {
  const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));

  it('a host joins a header two rules set, and `! Name` detaches it first', () => {
    const sample = parseHeadersFile('/*\n  A: 1\n  B: 1\n\n/x/*\n  A: 2\n\n/y/*\n  ! B\n  B: 3\n');
    expect(headersFor(sample, '/x/page')).toEqual({ A: '1, 2', B: '1' });
    expect(headersFor(sample, '/y/page')).toEqual({ A: '1', B: '3' });
  });

  it('the editor gets its own policy, alone: styles it injects, GitHub’s API, no unsafe-eval, never framed, not indexed', () => {
    const headers = headersFor(rules, '/admin/');
    const policy = headers['Content-Security-Policy'];
    expect(policy).toBe(adminContentSecurityPolicy);
    const csp = cspDirectives(policy);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://api.github.com', 'https://www.githubstatus.com']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('changes nothing for visitors’ pages: one policy, the site’s, with no source of the editor’s', () => {
    for (const path of ['/', '/contact', '/services', '/a-propos', '/page-inexistante', '/assets/index.js']) {
      const policy = headersFor(rules, path)['Content-Security-Policy'];
      expect(policy, path).toBe(headersFile('dist').get('/*')?.['content-security-policy']);
      expect(policy, path).not.toMatch(/unsafe-inline|api\.github\.com|blob:/);
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBeUndefined();
    }
  });
});
