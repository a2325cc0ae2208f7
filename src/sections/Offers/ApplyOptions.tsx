import { Link } from '@tanstack/react-router';
import { apply as applyCopy } from 'virtual:content/offers';
import { email, phone } from 'virtual:content/site';
import { Icon } from '../../components/Icons/Icons';
import { fill } from '../../lib/fill';
import { button } from '../../styles/classes';
import * as styles from './Offers.css';

/** The offer applied to; none for a spontaneous application. */
export interface ApplyTarget {
  reference: string;
  title: string;
}

/**
 * The three ways candidates in Senegal apply: an e-mail whose subject names the offer (the CV goes
 * attached), a WhatsApp message, or the contact form with « Recrutement » chosen and the offer named.
 */
export function ApplyOptions({ offer }: { offer?: ApplyTarget }) {
  const blanks = offer ? { reference: offer.reference, titre: offer.title } : undefined;
  const subject = blanks ? fill(applyCopy.mailSubject, blanks) : applyCopy.spontaneousSubject;
  const body = blanks ? fill(applyCopy.mailBody, blanks) : applyCopy.spontaneousBody;
  const message = blanks ? fill(applyCopy.whatsappText, blanks) : applyCopy.spontaneousWhatsapp;
  return (
    <>
      <ul className={styles.ways}>
        <li>
          <a className={`${button({ variant: 'primary', size: 'lg' })} ${styles.way}`} href={`mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`} data-apply="email">
            <Icon name="mail" className={styles.wayIcon} />
            {applyCopy.email}
          </a>
        </li>
        <li>
          <a className={`${button({ variant: 'secondary', size: 'lg' })} ${styles.way}`} href={`${phone.whatsapp}?text=${encodeURIComponent(message)}`} data-apply="whatsapp">
            <Icon name="whatsapp" className={styles.wayIcon} />
            {applyCopy.whatsapp}
          </a>
        </li>
        <li>
          <Link
            className={`${button({ variant: 'secondary', size: 'lg' })} ${styles.way}`}
            to="/contact"
            search={offer ? { offre: offer.reference } : { candidature: 'spontanee' }}
            // contactCardId (actors/contactForm.ts), written out: a module of its own for one string costs
            // every page that links to the form a chunk request and 0.1 KiB.
            hash="votre-message"
            data-apply="form"
          >
            <Icon name="arrow" className={styles.wayIcon} />
            {applyCopy.form}
          </Link>
        </li>
      </ul>
      <p className={styles.hint}>{applyCopy.emailHint}</p>
      <p className={styles.hint}>
        <Link to="/confidentialite" hash="candidatures" className={styles.hintLink}>
          {applyCopy.privacyLink}
        </Link>
      </p>
    </>
  );
}
