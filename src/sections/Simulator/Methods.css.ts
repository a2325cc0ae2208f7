import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

/** « Choix de méthode »: each choice as tall as its own text (two readings' sources differ in length). */
export const methodList = style({ alignItems: 'start' });
/** A reading, then the sources that support it. */
export const readingBlock = style({ ...stack(vars.space['1']) });
export const readingSources = style({ margin: 0, paddingLeft: vars.space['4'], display: 'grid', gap: vars.space['1'] });
/** Each source a sentence (its link then counts as inline text, WCAG 2.5.8). */
globalStyle(`${readingSources} p`, { margin: 0 });
