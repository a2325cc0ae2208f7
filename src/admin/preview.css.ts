import { globalStyle, style } from '@vanilla-extract/css';
import { dangerPanel } from '../styles/recipes.css';
import { vars } from '../styles/theme.css';

/** The page as visitors see it, on its own background. */
export const page = style({ background: vars.color.page, minHeight: '100vh' });

/** What the build would refuse, in place of the page. */
export const problems = style([dangerPanel, { display: 'grid', gap: vars.space['3'], margin: vars.space['4'] }]);

export const problemsTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });

/** A new entry not yet filled in: a calm line, not errors. */
export const incomplete = style({ margin: vars.space['4'], padding: vars.space['4'], color: vars.color.textMuted, fontSize: vars.fontSize.md });

/** A word to staff above a preview: how the file they edit works. */
export const note = style({ maxWidth: '44rem', margin: `${vars.space['4']} auto 0`, padding: vars.space['4'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The reply templates (content/replies.yml), each as the mail client will open it. */
export const replies = style({ display: 'grid', gap: vars.space['6'], maxWidth: '44rem', margin: '0 auto', padding: vars.space['6'] });

export const reply = style({ display: 'grid', gap: vars.space['2'], padding: vars.space['5'], background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const replyNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The body keeps the line breaks staff typed, as the mail will. */
export const replyBody = style({ whiteSpace: 'pre-wrap' });

/** Examples of words shown outside a page (StatusPreviews.tsx), one under the other. */
export const examples = style({ display: 'grid', gap: vars.space['6'], maxWidth: '44rem', margin: '0 auto', padding: vars.space['6'] });

export const example = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const exampleCaption = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

/** A notice fixed to the screen's foot (the region's own style), shown here in its example's flow. */
export const pinned = style({ display: 'grid', padding: vars.space['3'], background: vars.color.page, border: `1px dashed ${vars.color.border}` });

globalStyle(`${pinned} > div, ${pinned} > p`, { position: 'static', width: 'auto' });
