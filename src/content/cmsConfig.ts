/**
 * The web editor's configuration (Sveltia CMS at /admin/), generated from the content schema:
 * one entry per page file and one collection per folder, every field with the schema's French
 * label and hint, required flag, lengths, list sizes and allowed values. The editor and the
 * build therefore ask for the same things. Build time only: the admin page gets it as JSON
 * (virtual:content/cms-config).
 */
import { z } from 'zod';
import { imagesFolder, uploadPrefix } from './photoFolder.ts';
import { collections, singletons, type CollectionName, type CollectionSpec } from './registry.ts';

/** A field of Sveltia's configuration (the subset this site uses). */
/** The editor's number field, which reads French numbers (« 6,5 », « 432 000 »): src/admin/NumberField.tsx. */
export const numberWidget = 'nombre';

export type CmsField = {
  name: string;
  label: string;
  hint?: string;
  widget: string;
  required?: boolean;
  [option: string]: unknown;
};

type JsonNode = {
  type?: string;
  enum?: string[];
  format?: string;
  label?: string;
  hint?: string;
  widget?: string;
  options?: Record<string, string>;
  collection?: string;
  editorPattern?: [string, string];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  one?: string;
  many?: string;
  unit?: string;
  summary?: string;
  carryOver?: boolean;
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
  required?: string[];
};

const inputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;

const optionsOf = (node: JsonNode) => Object.entries(node.options ?? {}).map(([value, label]) => ({ label, value }));

export { offerSummary } from './schemas/offer.ts';
export { articleSummary } from './schemas/article.ts';

/** A collection's options, each optional one readable (registry.ts). */
const specOf = (name: string): CollectionSpec => collections[name as CollectionName];

/** The editor's relation widget for a relation field (fields.ts `relation`): the entries shown by their `display` field. */
const relationWidget = (collection: string | undefined) => {
  const display = specOf(collection!).display;
  return { widget: 'relation', collection, value_field: '{{slug}}', search_fields: [display], display_fields: [display] };
};

/** Markdown fields offer only what the site allows (content/prose.ts). */
const markdownOptions = { buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'], editor_components: [], modes: ['rich_text', 'raw'] };
/**
 * An article's body allows subheadings and quotes too (tables are typed in the « raw » mode), and
 * photos of the media library: Sveltia's `image` component, which writes « ![description](/images/…
 * "légende") », not wrapped in a link (`linked_images`: the site refuses an image in a link).
 */
const articleOptions = {
  ...markdownOptions,
  buttons: ['heading-two', 'heading-three', 'bold', 'italic', 'link', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: ['image'],
  linked_images: false,
};

function listSize(node: JsonNode) {
  return { ...(node.minItems !== undefined ? { min: node.minItems } : {}), ...(node.maxItems !== undefined ? { max: node.maxItems } : {}) };
}

export function cmsField(name: string, node: JsonNode, required: boolean): CmsField {
  if (!node.label) throw new Error(`${name}: a field without a label in the schema`);
  const base = { name, label: node.label, ...(node.hint ? { hint: node.hint } : {}), required };
  if (node.enum) return { ...base, widget: 'select', options: optionsOf(node) };
  switch (node.type) {
    case 'string':
      if (node.widget === 'markdown') return { ...base, widget: 'markdown', ...markdownOptions };
      if (node.widget === 'article') return { ...base, widget: 'markdown', ...articleOptions };
      if (node.widget === 'image') return { ...base, widget: 'image', choose_url: false, accept: 'image/jpeg,image/png,image/webp' };
      if (node.widget === 'relation') return { ...base, ...relationWidget(node.collection) };
      return {
        ...base,
        widget: node.widget === 'text' ? 'text' : 'string',
        ...(node.format === 'email' ? { type: 'email' } : {}),
        ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
        ...(node.editorPattern ? { pattern: node.editorPattern } : {}),
      };
    case 'number':
    case 'integer':
      // Ours (src/admin/NumberField.tsx): Sveltia's own drops what follows a comma or a space.
      return { ...base, widget: numberWidget, value_type: node.type === 'integer' ? 'int' : 'float', min: node.minimum, max: node.maximum, ...(node.unit ? { unit: node.unit } : {}) };
    case 'boolean':
      // A switch always has a value, false until switched on: there is nothing to require.
      return { ...base, required: false, widget: 'boolean', default: false };
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(node) };
    case 'array': {
      const item = node.items ?? {};
      if (item.enum) return { ...base, widget: 'select', multiple: true, options: optionsOf(item), ...listSize(node) };
      if (item.widget === 'relation') return { ...base, ...relationWidget(item.collection), multiple: true, ...listSize(node) };
      if (!node.one || !node.many) throw new Error(`${name}: a list without the words for its items in the schema`);
      // « Ajouter une mission »; « 1 mission », « 3 missions » (label_plural is ours: main.ts takes it out, editorWords.ts).
      const words = { label_singular: node.one, label_plural: node.many, ...(node.summary ? { summary: node.summary } : {}), ...(node.carryOver ? { carry_over: true } : {}) };
      if (item.type === 'object') return { ...base, widget: 'list', ...words, fields: objectFields(item), ...listSize(node) };
      return { ...base, widget: 'list', ...words, field: cmsField('item', item, true), ...listSize(node) };
    }
    default:
      throw new Error(`${name}: no editor field for the schema type ${node.type}`);
  }
}

function objectFields(node: JsonNode): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) => cmsField(name, child, node.required?.includes(name) ?? false));
}

/** The editor's backend: where it commits, set at build time by `npm run deploy` (docs/deploy.md, step 6). */
export const cmsBackend = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_GITHUB_REPO || 'sunu-rh/site',
  branch: env.CMS_GITHUB_BRANCH || 'main',
});

/**
 * « Se connecter avec GitHub »: the site's own Worker does the OAuth exchange (worker/editorSignIn.ts,
 * `signInPaths.start`; docs/editor-sign-in.md). The editor opens `<site's origin>/api/auth` in a
 * popup and takes the token only from that origin; the Worker gives it only to that origin.
 */
export const signInEndpoint = 'api/auth';

export interface CmsOptions {
  /** The GitHub repository the editor commits to, « owner/name ». */
  repo: string;
  branch: string;
  siteUrl: string;
  siteName: string;
}

export function cmsConfig({ repo, branch, siteUrl, siteName }: CmsOptions) {
  return {
    load_config_file: false,
    backend: { name: 'github', repo, branch, base_url: new URL(siteUrl).origin, auth_endpoint: signInEndpoint, commit_messages: { update: 'Contenu : {{collection}} « {{slug}} » modifié par {{author-name}}', create: 'Contenu : {{collection}} « {{slug}} » ajouté par {{author-name}}', delete: 'Contenu : {{collection}} « {{slug}} » supprimé par {{author-name}}' } },
    app_title: `${siteName} · Modifier le site`,
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    // Uploaded photos go to content/images/; the build makes each page's sizes (photos.ts).
    media_folder: `content/${imagesFolder}`,
    public_folder: uploadPrefix.replace(/\/$/, ''),
    // Photos are kept at 2400 px at most (WebP) in the repository; no stock library that would need an account.
    media_libraries: {
      default: { config: { max_file_size: 15_000_000, slugify_filename: true, transformations: { raster_image: { format: 'webp', quality: 85, width: 2400, height: 2400 } } } },
      stock_assets: { providers: [] },
    },
    // File names of new entries: lower case, no accents, as the build asks (load.ts).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [pagesCollection(), ...folderCollections()],
  };
}

/** One entry per page file (content/site.yml, ui.yml, pages/*.yml) and replies.yml. */
export function pagesCollection() {
  return {
    name: 'pages',
    label: 'Pages et coordonnées',
    description: 'Le texte de chaque page, les coordonnées du cabinet, l’en-tête et le pied de page, et les modèles de réponse de la boîte de réception.',
    files: Object.entries(singletons).map(([name, { file, schema }]) => {
      const node = inputSchema(schema);
      return { name, label: node.label!, file: `content/${file}`, fields: objectFields(node) };
    }),
  };
}

/** One collection per folder (content/services/, team/, …), one entry per file. */
export function folderCollections() {
  return (Object.keys(collections) as CollectionName[]).map((name) => {
    const spec = specOf(name);
    const node = inputSchema(spec.schema);
    const fixed = spec.count !== undefined || spec.ids !== undefined;
    const display = spec.display;
    return {
      name,
      label: spec.label,
      label_singular: node.label,
      description: node.hint,
      folder: `content/${spec.folder}`,
      // An article is a Markdown file: its fields as front matter, its `body` field after them.
      ...(spec.format === 'markdown' ? { extension: 'md', format: 'frontmatter' } : { extension: 'yml', format: 'yml' }),
      identifier_field: display,
      slug: spec.slug ?? `{{${display}}}`,
      // Collections of a fixed size (the specification's five services, three leaders, four
      // values, six sectors, four steps) are edited, not added to or emptied.
      create: !fixed,
      delete: !fixed,
      ...(spec.sortBy ? { sortable_fields: { fields: [spec.sortBy], default: { field: spec.sortBy, direction: 'ascending' } } } : {}),
      ...(spec.editorList ? { sortable_fields: spec.editorList.sort, summary: spec.editorList.summary } : {}),
      fields: objectFields(node),
    };
  });
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
