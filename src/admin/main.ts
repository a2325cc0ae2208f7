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
import { numberWidget } from '../content/cmsConfig';
import config, { known as builtKnown, siblings, sourcing as builtSourcing } from 'virtual:content/cms-config';
import { name as firmName } from 'virtual:content/site';
import { takeListWords } from './editorHooks';
import { NumberField } from './NumberField';
import { guardLeaving } from './leaveGuard';
import { registerPreviews } from './preview';
import { SaveRefused, saveProblems, withSaved, withSavedSourcing } from './saveCheck';

/** The entries a relation may name: the build's, and those saved since the editor was opened. */
let known = builtKnown;
/** The legal categories and the articles without sources: the build's, and what was saved since. */
let sourcing = builtSourcing;

// Before Sveltia starts, so that its own listeners come after the guard's.
guardLeaving(window);
registerPreviews();
// Every number of the schema (cmsConfig.ts): French numbers read, or refused on the spot.
CMS.registerFieldType(numberWidget, NumberField as unknown as Parameters<typeof CMS.registerFieldType>[1]);
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const plain = entry.toJS() as { collection: string; path: string; slug: string; data: unknown };
    const problems = saveProblems(plain, firmName, siblings, known, sourcing);
    if (problems.length) throw new SaveRefused(problems);
    // Known from now on: a category added from an article (« Ajouter « Catégorie » ») passes here
    // when it is added, and is saved with the article, whose own check comes next.
    known = withSaved(known, plain);
    sourcing = withSavedSourcing(sourcing, plain);
  },
});
CMS.init({ config: takeListWords(config) } as Parameters<typeof CMS.init>[0]);
