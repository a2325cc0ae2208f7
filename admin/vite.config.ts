/**
 * The editor's own build (the last step of `npm run build`): admin/index.html (the editor) and
 * admin/candidatures/index.html (the inbox of applications) and their code into
 * dist/admin/ and dist/assets/, beside the site, sharing no chunk with it, so the visitors'
 * pages and JavaScript are exactly what they would be without it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sveltiaEditorWords, sveltiaFrenchMessages, sveltiaListMessage, sveltiaSelfHostedFonts } from '../src/admin/sveltiaBuild';
import { contentPlugin } from '../src/content/plugin/plugin';

/** A production editor that does not know its repository cannot sign anyone in: say so once. */
const repositoryWarning = (): Plugin => ({
  name: 'cms-repository-warning',
  apply: 'build',
  closeBundle() {
    if (!process.env.CMS_GITHUB_REPO) console.warn('\x1b[33m⚠  CMS_GITHUB_REPO is not set: the editor at /admin/ commits to « sunu-rh/site ». npm run deploy sets it from the checkout (docs/deploy.md, step 6).\x1b[0m');
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  plugins: [contentPlugin({ dir: process.env.CONTENT_DIR, photos: false, live: true }), vanillaExtractPlugin(), react(), sveltiaSelfHostedFonts(), sveltiaListMessage(), sveltiaEditorWords(), sveltiaFrenchMessages(), repositoryWarning()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    // Sveltia is large (≈ 660 KiB gzip) and loads only for the firm's staff.
    chunkSizeWarningLimit: 3000,
    // The editor, and the inbox of applications (/admin/candidatures/, src/inbox/).
    rolldownOptions: {
      input: {
        admin: fileURLToPath(new URL('./index.html', import.meta.url)),
        candidatures: fileURLToPath(new URL('./candidatures/index.html', import.meta.url)),
      },
    },
  },
});
