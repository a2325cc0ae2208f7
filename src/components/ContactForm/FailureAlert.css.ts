import { style } from '@vanilla-extract/css';
import { dangerPanel } from '../../styles/recipes.css';
import { vars } from '../../styles/theme.css';

export const root = style([dangerPanel, { display: 'grid', gap: vars.space['3'] }]);

export const title = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const alternatives = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
