import { style } from '@vanilla-extract/css';
import { dangerPanel } from '../../styles/recipes.css';
import { edgeNote } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const root = style([dangerPanel, { display: 'grid', gap: vars.space['3'] }]);

export const title = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const alternatives = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** Kept on the phone (the service worker's outbox): nothing went wrong for her, so no red. */
export const kept = style({ ...edgeNote({ tint: vars.color.brandSoft, edge: vars.color.brand, padding: vars.space['5'] }), display: 'grid', gap: vars.space['3'], color: vars.color.text });
export const keptTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });
/** A slow send that goes on: said under the button, in the text's own colour. */
export const slow = style({ fontSize: vars.fontSize.sm, color: vars.color.text });
