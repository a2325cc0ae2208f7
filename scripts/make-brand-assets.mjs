// Renders the brand assets in public/ with Debian's Chromium: the 1200×630 share image
// (Open Graph / Twitter / WhatsApp previews), app icons and favicons. Run after changing the
// firm's name or colours: `node scripts/make-brand-assets.mjs`. Outputs are committed.
// The colours come from src/styles/brand.json and the name from content/site.yml, as in the
// site itself (site.webmanifest is written by the build, see vite.config.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = (name) => join(root, 'public', name);
const font = (await readFile(join(root, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'))).toString('base64');

const { green, ochre, offWhite, onGreen, onGreenMuted } = JSON.parse(await readFile(join(root, 'src/styles/brand.json'), 'utf8'));
const { module: { loadContent } } = await runnerImport(join(root, 'src/content/load.ts'), { configFile: false, logLevel: 'warn' });
const { site } = loadContent().pages;
const mark = (size) => `
<svg width="${size}" height="${size}" viewBox="0 0 40 40" xmlns="http://www.w3.org/2000/svg">
  <rect width="40" height="40" rx="10" fill="${green}"/>
  <circle cx="20" cy="16" r="9" fill="${ochre}"/>
  <path d="M18.5 22h3v10h-3z" fill="${offWhite}"/>
  <path d="M12 33h16" stroke="${offWhite}" stroke-width="2.5" stroke-linecap="round"/>
</svg>`;

await writeFile(out('favicon.svg'), mark(40).trim() + '\n');

const page = (body, width, height) => `<!doctype html><html><head><style>
@font-face { font-family: Manrope; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 800; }
html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; font-family: Manrope, sans-serif; }
</style></head><body>${body}</body></html>`;

const share = page(`
<div style="width:1200px;height:630px;background:${green};color:${onGreen};position:relative;overflow:hidden;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
  <div style="position:absolute;right:-120px;top:-120px;width:460px;height:460px;border-radius:50%;background:${ochre};opacity:.22"></div>
  <div style="position:absolute;right:110px;bottom:-160px;width:320px;height:320px;border-radius:50%;border:28px solid ${ochre};opacity:.35"></div>
  <div style="display:flex;align-items:center;gap:24px;margin-bottom:44px">${mark(88)}
    <div style="font-size:44px;font-weight:800;letter-spacing:-.02em">${site.name}</div></div>
  <div style="font-size:62px;font-weight:800;line-height:1.08;letter-spacing:-.02em;max-width:900px">Vos ressources humaines,<br>entre de bonnes mains.</div>
  <div style="margin-top:34px;font-size:30px;font-weight:600;color:${onGreenMuted}">Intérim · Recrutement · Paie · Gestion IPM — Dakar, Sénégal</div>
  <div style="position:absolute;left:90px;right:90px;bottom:0;height:10px;background:${ochre}"></div>
</div>`, 1200, 630);

const icon = (size, padding) => page(`
<div style="width:${size}px;height:${size}px;background:${green};display:grid;place-items:center">${mark(size - padding * 2).replace('rx="10"', 'rx="0"')}</div>`, size, size);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function render(html, width, height, file, type = 'png') {
  const tab = await browser.newPage({ viewport: { width, height } });
  await tab.setContent(html);
  await tab.evaluate(() => document.fonts.ready);
  const buffer = await tab.screenshot({ type, quality: type === 'jpeg' ? 86 : undefined });
  await tab.close();
  if (file) await writeFile(out(file), buffer);
  return buffer;
}
await render(share, 1200, 630, 'og-image.jpg', 'jpeg');
await render(icon(512, 64), 512, 512, 'icon-512.png');
await render(icon(192, 24), 192, 192, 'icon-192.png');
await render(icon(180, 22), 180, 180, 'apple-touch-icon.png');
const png32 = await render(icon(32, 0), 32, 32);
await browser.close();

// favicon.ico holding one 32×32 PNG (the ICO format allows PNG payloads).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(out('favicon.ico'), Buffer.concat([header, png32]));

console.log('brand assets written to public/');
