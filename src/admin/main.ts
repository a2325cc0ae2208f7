/**
 * The web editor at /admin/: Sveltia CMS, bundled from its npm package by our build (never from a
 * CDN), with the configuration generated from the content schema (src/content/cmsConfig.ts), and
 * a preview drawn with the site's own pages and sections (preview.tsx).
 */
import './forceFrench';
import './zodWithoutEval';
import CMS from '@sveltia/cms';
import config from 'virtual:content/cms-config';
import { takeListWords } from './editorHooks';
import { registerPreviews } from './preview';

registerPreviews();
CMS.init({ config: takeListWords(config) } as Parameters<typeof CMS.init>[0]);
