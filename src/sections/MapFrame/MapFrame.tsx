import { map as mapCopy } from 'virtual:content/contact';
import { address } from 'virtual:content/site';
import { mapLinks } from 'virtual:content/collections';
import { Icon } from '../../components/Icons/Icons';
import * as styles from './MapFrame.css';

/** The office on an embedded OpenStreetMap (lazy), with a link to open the full map. */
export function MapFrame() {
  return (
    <div>
      <div className={styles.frame}>
        <div className={styles.placeholder} aria-hidden="true">
          <Icon name="pin" className={styles.pin} />
          <span>{`${address.city}, ${address.street}`}</span>
        </div>
        <iframe className={styles.iframe} src={mapLinks.embed} title={mapCopy.frameTitle} loading="lazy" referrerPolicy="no-referrer" />
      </div>
      <a className={styles.link} href={mapLinks.page} target="_blank" rel="noopener noreferrer">
        {mapCopy.openLink}
      </a>
    </div>
  );
}
