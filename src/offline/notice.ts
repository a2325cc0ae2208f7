import { button } from '../styles/classes';
import * as styles from './notice.css';

/**
 * The notice that a new version of the site is ready (register.ts): « Recharger » now, or
 * « Plus tard », which only hides it (the new version then takes over at the next link followed).
 * Drawn outside the app's tree, once; it never takes the focus, and says itself to screen readers.
 */
export function showUpdateNotice(reload: () => void): void {
  if (document.getElementById('nouvelle-version')) return;
  const region = document.createElement('div');
  region.id = 'nouvelle-version';
  region.className = styles.region;
  region.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.className = styles.text;
  text.textContent = 'Une nouvelle version du site est prête.';
  const actions = document.createElement('div');
  actions.className = styles.actions;
  const action = (label: string, variant: 'primary' | 'secondary', onClick: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = button({ variant, size: 'md' });
    element.textContent = label;
    element.addEventListener('click', onClick);
    actions.append(element);
  };
  action('Recharger', 'primary', reload);
  action('Plus tard', 'secondary', () => region.remove());
  region.append(text, actions);
  document.body.append(region);
}
