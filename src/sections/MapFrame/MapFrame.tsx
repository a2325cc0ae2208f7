import { map as mapCopy } from 'virtual:content/contact';
import { address } from 'virtual:content/site';
import { mapLinks } from 'virtual:content/collections';
import { Icon } from '../../components/Icons/Icons';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './MapFrame.css';

/**
 * The office on an embedded OpenStreetMap (lazy), under its title (#map-title, which names the
 * section), with a link to open the full map. Its words come with it, off the page's first load.
 */
export function MapFrame() {
  return (
    <>
      <SectionHeader id="map-title" title={mapCopy.title} />
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
    </>
  );
}
