/**
 * The relation fields of a schema (fields.ts `relation`), found from its metadata, and the values
 * a file's content gives them: what the loader checks against the collections (load.ts). No file
 * access.
 */
import { z } from 'zod';
import type { CollectionName } from './registry';

type JsonNode = { label?: string; widget?: string; collection?: string; empty?: string; properties?: Record<string, JsonNode>; items?: JsonNode };

/** One relation field: where it is (`*` for each item of a list), its collection, label and empty meaning. */
export interface RelationField {
  path: (string | '*')[];
  collection: CollectionName;
  label: string;
  empty?: string;
}

/** Every relation field of `schema`, from its editor metadata. */
export function relationFields(schema: z.ZodType): RelationField[] {
  const fields: RelationField[] = [];
  const walk = (node: JsonNode | undefined, path: (string | '*')[]) => {
    if (!node) return;
    if (node.widget === 'relation') fields.push({ path, collection: node.collection as CollectionName, label: node.label ?? String(path.at(-1)), ...(node.empty ? { empty: node.empty } : {}) });
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    walk(node.items, [...path, '*']);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode, []);
  return fields;
}

/**
 * The values the content gives each relation field, with their path (a list's items by index)
 * and, for a list's item, the whole list.
 */
export function relationValues(schema: z.ZodType, data: unknown): (Omit<RelationField, 'path'> & { path: PropertyKey[]; value: string; list?: unknown[] })[] {
  const found: (Omit<RelationField, 'path'> & { path: PropertyKey[]; value: string; list?: unknown[] })[] = [];
  for (const { path, ...field } of relationFields(schema)) {
    const visit = (node: unknown, rest: (string | '*')[], at: PropertyKey[], list?: unknown[]) => {
      if (!rest.length) {
        if (typeof node === 'string') found.push({ ...field, path: at, value: node, ...(list ? { list } : {}) });
        return;
      }
      const [head, ...tail] = rest;
      if (head === '*') {
        if (Array.isArray(node)) node.forEach((item, index) => visit(item, tail, [...at, index], tail.length ? undefined : node));
      } else if (node && typeof node === 'object') visit((node as Record<string, unknown>)[head!], tail, [...at, head!]);
    };
    visit(data, path, []);
  }
  return found;
}
