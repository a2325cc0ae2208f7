import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

/** Form and details side by side on desktop, form first on phones. */
export const contactLayout = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 4fr)', gap: vars.space['12'] } },
});
