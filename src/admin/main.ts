/**
 * The web editor at /admin/: Sveltia CMS, bundled from its npm package by our build (never from a
 * CDN), with the configuration generated from the content schema (src/content/cmsConfig.ts), and
 * a preview drawn with the site's own pages and sections (preview.tsx). Before each save, the
 * entry is checked with the build's own rules (saveCheck.ts): what the build would refuse is not
 * saved, and the editor says why in French.
 */
import './forceFrench';
import './zodWithoutEval';
import CMS from '@sveltia/cms';
import config, { siblings } from 'virtual:content/cms-config';
import { name as firmName } from 'virtual:content/site';
import { takeListWords } from './editorHooks';
import { registerPreviews } from './preview';
import { SaveRefused, saveProblems } from './saveCheck';

registerPreviews();
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const plain = entry.toJS() as { collection: string; path: string; slug: string; data: unknown };
    const problems = saveProblems(plain, firmName, siblings);
    if (problems.length) throw new SaveRefused(problems);
  },
});
CMS.init({ config: takeListWords(config) } as Parameters<typeof CMS.init>[0]);
