import { useHydrated } from '@tanstack/react-router';
import { share as shareCopy } from 'virtual:content/offers';
import { footer as footerCopy } from 'virtual:content/ui';
import { Icon, LineArt } from '../Icons/Icons';
import { useToastActor } from '../LayoutActors';
import { fill } from '../../lib/fill';
import { absoluteUrl } from '../../site/seo';
import * as styles from './ShareBar.css';

/** Two links of a chain. */
const linkIcon = ['M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7', 'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7'];

/**
 * Plain share links, no third-party script: WhatsApp and LinkedIn open their own share pages; a
 * button copies the page's address (a toast says so; without a clipboard, the address is offered
 * to copy by hand). Before the app starts the button is there but disabled: the address bar has
 * the address. An offer's page and an article's share it (its own styles: neither page carries the other's).
 */
export function ShareBar({ title, path, label }: { title: string; path: string; label: string }) {
  const toast = useToastActor();
  const hydrated = useHydrated();
  const url = absoluteUrl(path);
  const copy = () => {
    if (!navigator.clipboard) return void window.prompt(shareCopy.copy, url);
    navigator.clipboard.writeText(url).then(
      () => toast.send({ type: 'toast.show', toast: { title: shareCopy.copied, description: url } }),
      () => window.prompt(shareCopy.copy, url),
    );
  };
  const external = (name: string) => ({ target: '_blank', rel: 'noopener noreferrer', 'aria-label': fill(footerCopy.socialLabel, { reseau: name }) });
  return (
    <div className={styles.root} role="group" aria-labelledby="partage-titre">
      <p id="partage-titre" className={styles.title}>{label}</p>
      <a className={styles.link} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} {...external(shareCopy.whatsapp)}>
        <Icon name="whatsapp" className={styles.icon} />
        {shareCopy.whatsapp}
      </a>
      <a className={styles.link} href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`} {...external(shareCopy.linkedin)}>
        <Icon name="linkedin" className={styles.icon} />
        {shareCopy.linkedin}
      </a>
      <button type="button" className={styles.link} onClick={copy} disabled={!hydrated} data-share="copy">
        <LineArt paths={linkIcon} className={styles.icon} />
        {shareCopy.copy}
      </button>
    </div>
  );
}
