/**
 * The preview checks content with the schema in the browser. zod compiles its checks with
 * `new Function` when it may, and decides so when a schema is built: this runs before the schema
 * module (main.ts), as the editor's policy has no 'unsafe-eval'.
 */
import { z } from 'zod';

z.config({ jitless: true });
