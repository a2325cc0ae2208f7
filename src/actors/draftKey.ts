/** Where the contact form's draft lives in the tab's sessionStorage (drafts.ts); the update notice reads it too (register.ts). */
export const draftStorageKey = 'sunu-rh:contact-draft';
