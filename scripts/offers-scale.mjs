// Many offers, for the scale test (tests/build/scale.test.ts) and the bench: a copy of the
// content folder with `count` generated offers in place of the examples, and a build of the site
// from it (client, server, prerender) into folders of its own, timed step by step.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const contracts = ['cdi', 'cdd', 'interim', 'stage', 'consultance'];
const cities = ['Dakar', 'Thiès', 'Saint-Louis', 'Diamniadio', 'Mbour', 'Ziguinchor', 'Kaolack'];
const sectors = ['services-financiers', 'technologie-it', 'sante-et-social', 'industrie-btp', 'commerce-distribution', 'services-aux-entreprises', ''];
const modes = ['sur-site', 'hybride', 'teletravail'];
const jobs = ['Comptable', 'Chargé de recrutement', 'Technicien de maintenance', 'Commercial terrain', 'Infirmier', 'Développeur', 'Chef de projet', 'Assistant RH'];

/** « 2026-11-23 » plus `days`. */
export const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The generated offers around `today`: every tenth one closed (its deadline passed), every
 * twenty-third one not yet published, the rest open. Returns each offer's slug, title, and state.
 */
export function scaleOffers(count, today) {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0');
    const reference = `GEN-2026-${number}`;
    const title = `${jobs[index % jobs.length]} ${number}`;
    const state = index % 10 === 9 ? 'closed' : index % 23 === 22 ? 'future' : 'open';
    const datePosted = state === 'future' ? addDays(today, 3) : addDays(today, -(index % 60) - 1);
    const deadline = state === 'closed' ? addDays(today, -1) : index % 3 === 0 ? undefined : addDays(today, 20 + (index % 40));
    return { index, reference, title, slug: `${title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${reference.toLowerCase()}`, state, datePosted, deadline };
  });
}

function offerYaml(offer) {
  const { index } = offer;
  const lines = [
    `title: ${offer.title}`,
    `reference: ${offer.reference}`,
    `contract: ${contracts[index % contracts.length]}`,
    `city: ${cities[index % cities.length]}`,
    // No sector: « Autre ».
    ...(sectors[index % sectors.length] ? [`sector: ${sectors[index % sectors.length]}`] : []),
    `workMode: ${modes[index % modes.length]}`,
    `summary: Offre générée numéro ${index + 1} pour mesurer le site avec beaucoup d’offres ; le texte est assez long pour ressembler à un vrai résumé de poste.`,
    'missions:',
    `  - Mission principale de l’offre ${index + 1}`,
    '  - Suivre les indicateurs et rendre compte chaque semaine',
    'profile:',
    '  - Trois ans d’expérience au moins',
    '  - Français courant ; le wolof est un atout',
    'benefits:',
    '  - Couverture IPM',
    ...(index % 2 === 0 ? ['salary:', `  min: ${200000 + index * 1000}`, `  max: ${300000 + index * 1000}`, '  period: mois'] : []),
    ...(index % 4 === 0 ? [`client: Entreprise ${index + 1} SA`] : []),
    `datePosted: ${offer.datePosted}`,
    ...(offer.deadline ? [`deadline: ${offer.deadline}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** A copy of content/ in `dir`, its offers replaced by `count` generated ones. */
export function writeScaleContent(dir, count, today) {
  cpSync(join(root, 'content'), dir, { recursive: true });
  const folder = join(dir, 'offers');
  for (const file of readdirSync(folder)) rmSync(join(folder, file));
  const offers = scaleOffers(count, today);
  for (const offer of offers) writeFileSync(join(folder, `${offer.slug}.yml`), offerYaml(offer));
  return offers;
}

/**
 * Builds the site from `content` into `out` (absolute), with a server build folder of its own, on
 * `today`; returns each step's time in ms.
 */
/** The longest a build step may take: each takes 10–60 s with 300 entries on 2 cores. */
const stepTimeout = 180_000;

export function buildSite({ content, out, today, env = {} }) {
  // The server build imports React from the project's node_modules: it is written inside them.
  const ssr = join(root, 'node_modules/.cache/offers-scale', `ssr-${process.pid}-${Date.now()}`);
  mkdirSync(dirname(out), { recursive: true });
  // NODE_ENV: a test runner sets it to « test », which would make a development build.
  const shared = { ...process.env, NODE_ENV: 'production', CONTENT_DIR: content, SITE_TODAY: today, ...env };
  const run = (command, args, extra = {}) => {
    const start = performance.now();
    // A step that hangs (a Vite build was once seen asleep on a futex for minutes) fails the run, saying which.
    try {
      execFileSync(command, args, { cwd: root, env: { ...shared, ...extra }, stdio: 'pipe', timeout: stepTimeout, killSignal: 'SIGKILL' });
    } catch (error) {
      if (error.signal === 'SIGKILL') throw new Error(`${command} ${args.join(' ')}: still running after ${stepTimeout / 1000} s, stopped`);
      throw error;
    }
    return Math.round(performance.now() - start);
  };
  const client = run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error']);
  const server = run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'error']);
  const prerender = run('node', ['scripts/prerender.mjs', out], { PRERENDER_SSR_DIR: ssr });
  return { client, server, prerender };
}
