import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** « Choix de méthode »: each source with the reading it supports. */
export const readingSources = style({ margin: 0, paddingLeft: vars.space['4'], display: 'grid', gap: vars.space['1'] });
