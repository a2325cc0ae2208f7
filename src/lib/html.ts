/**
 * Text put into markup that someone typed (the firm's content, a candidate's words): the feed, the
 * offers' JSON-LD, the service worker's notice, the prerender's head, the Worker's pages. The five
 * characters that can end a text or a quoted attribute, in HTML as in XML, become entities: one
 * escaper serves both contexts, so no caller has to know which one it is in.
 */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => entities[character]!);
