/**
 * The class names of the shared styles with variants (buttons, page bands, card grids), picked
 * by plain lookups: the same classes vanilla-extract's recipes would give, without their runtime
 * in every page's JavaScript.
 */
import { gridBase, gridColumns, sectionBase, sectionTone } from './layout.css';
import { buttonBase, buttonSize, buttonVariant } from './recipes.css';

export function button({ variant = 'primary', size = 'md' }: { variant?: keyof typeof buttonVariant; size?: keyof typeof buttonSize } = {}): string {
  return `${buttonBase} ${buttonVariant[variant]} ${buttonSize[size]}`;
}

export function section({ tone = 'page' }: { tone?: keyof typeof sectionTone } = {}): string {
  return `${sectionBase} ${sectionTone[tone]}`;
}

export function grid({ columns }: { columns: keyof typeof gridColumns }): string {
  return `${gridBase} ${gridColumns[columns]}`;
}
