/**
 * The web editor at /admin/: Sveltia CMS, bundled from its npm package by our build (never from a
 * CDN), with the configuration generated from the content schema (src/content/cmsConfig.ts).
 */
import './forceFrench';
import CMS from '@sveltia/cms';
import config from 'virtual:content/cms-config';

CMS.init({ config } as Parameters<typeof CMS.init>[0]);
