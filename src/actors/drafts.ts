/**
 * The contact form's draft in this tab's sessionStorage: what the visitor typed, kept across a
 * reload and cleared once sent, and the name of a chosen CV (the file itself cannot be kept).
 * Loaded as the form starts, off the page's first load (actors/contactForm.ts).
 */
import { emptyFields, serviceChoices, type ContactFields } from '../../machines/contactForm.machine';

import { draftStorageKey } from './draftKey';

export { draftStorageKey };
const draftFields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

/** Reads a saved draft: only known fields, only strings, never the honeypot; and the name of a CV it had. */
export function readDraft(storage: Storage): { fields: Partial<ContactFields>; cvName?: string } | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(draftStorageKey) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const draft: Record<string, string> = {};
    for (const key of draftFields) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value !== 'string') continue;
      // A tampered or outdated draft must not select a service the form does not offer.
      if (key === 'service' && value !== 'default' && !(serviceChoices as readonly string[]).includes(value)) continue;
      draft[key] = value;
    }
    const cvName = (raw as { cvName?: unknown }).cvName;
    if (!Object.keys(draft).length && typeof cvName !== 'string') return null;
    return { fields: draft as Partial<ContactFields>, ...(typeof cvName === 'string' ? { cvName } : {}) };
  } catch {
    return null;
  }
}

/** Keeps the fields as a draft, and the chosen CV's name: the file itself cannot be kept. */
export function writeDraft(storage: Storage, fields: ContactFields, cvName: string | null = null): void {
  try {
    const { website: _honeypot, ...kept } = fields;
    const isEmpty = draftFields.every((key) => kept[key] === emptyFields[key]) && !cvName;
    if (isEmpty) storage.removeItem(draftStorageKey);
    else storage.setItem(draftStorageKey, JSON.stringify(cvName ? { ...kept, cvName } : kept));
  } catch {
    // Private mode or a full quota: the form still works, only the draft is not kept.
  }
}

/** Clears the draft once the message is sent. */
export function clearDraft(storage: Storage): void {
  try {
    storage.removeItem(draftStorageKey);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
