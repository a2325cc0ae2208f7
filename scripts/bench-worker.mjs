// `npm run bench:worker`: the site's Worker, measured locally in workerd on the production build.
// Reports the Worker's bundle size (what `wrangler deploy` uploads) and the time to answer one
// application with a 1 MB CV (stored in D1 and R2 before the 201), median of 20 sends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startWorker } from './localCloudflare.mjs';

const out = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
execFileSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--outdir', out], { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'pipe' });
const bundle = readdirSync(out).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(out, file)));
const bytes = bundle.reduce((sum, file) => sum + file.length, 0);
const gzip = bundle.reduce((sum, file) => sum + gzipSync(file).length, 0);
console.log(`Worker bundle: ${(bytes / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip (free plan limit: 3 MiB gzip)`);

const state = mkdtempSync(join(tmpdir(), 'worker-bench-'));
const worker = await startWorker({ persistTo: state, emailsDir: join(state, 'emails'), vars: { RATE_LIMIT: '1000/600', RATE_LIMIT_IP: '1000/600' } });
const cv = new Uint8Array(1024 * 1024);
cv.set(new TextEncoder().encode('%PDF-1.7\n'));
const timings = [];
try {
  for (let i = 0; i < 22; i += 1) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Awa Ndiaye', email: 'awa@example.sn', phone: '', company: '', service: 'recrutement', message: 'Bonjour, voici ma candidature.', offer: 'SRH-2026-031' })) form.append(name, value);
    form.append('cv', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
    const started = performance.now();
    const response = await fetch(`${worker.url}/api/messages`, { method: 'POST', body: form, headers: { 'Idempotency-Key': `bench-${i}-${Date.now()}` } });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`HTTP ${response.status}`);
    // The first two warm workerd up.
    if (i >= 2) timings.push(performance.now() - started);
  }
} finally {
  await worker.close();
}
timings.sort((a, b) => a - b);
const at = (share) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))].toFixed(1);
console.log(`One application with a 1 MB CV, answered 201 (D1 row and R2 object written): median ${at(0.5)} ms, p90 ${at(0.9)} ms over ${timings.length} sends (local workerd, D1 and R2 as files on disk)`);
