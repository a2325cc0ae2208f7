import { Link, useHydrated } from '@tanstack/react-router';
import { apply as applyCopy, card as cardCopy, offer as offerCopy, share as shareCopy } from 'virtual:content/offers';
import * as site from 'virtual:content/site';
import { jobPostingJsonLd } from '../../offers/jobPosting';
import { dakarToday, frenchDate, isOpen, salaryText, type Offer } from '../../offers/offers';
import { contractLabels, salaryPeriodLabels, workModeLabels } from '../../domain/offerTerms';
import { fill } from '../../lib/fill';
import { container, noWrap } from '../../styles/layout.css';
import { button, section } from '../../styles/classes';
import { ApplyOptions } from './ApplyOptions';
import { ShareBar } from '../../components/ShareBar/ShareBar';
import * as styles from './Offers.css';

/** `<script type="application/ld+json">`: « < » escaped, so no text of the offer can close the script. */
const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * An offer's page below its title: what the job is, the apply panel and the share bar, and the
 * JobPosting data for search engines. Once the app runs, an offer past its deadline (a page from
 * a cache, or opened before the next daily build) says applications are closed and hides « Postuler ».
 */
export function OfferDetail({ offer }: { offer: Offer }) {
  const hydrated = useHydrated();
  // The prerender and the first render in the browser agree (open); then the visitor's day decides.
  const open = !hydrated || isOpen(offer, dakarToday());
  const place = offer.workMode === 'teletravail' ? `${workModeLabels.teletravail}, ${site.address.country}` : `${offer.city}, ${site.address.country}`;
  const facts: [string, React.ReactNode][] = [
    // The reference stays on one line (Chromium would break it after each hyphen).
    [offerCopy.reference, <span className={noWrap}>{offer.reference}</span>],
    [offerCopy.contract, contractLabels[offer.contract]],
    [offerCopy.place, place],
    [offerCopy.workMode, workModeLabels[offer.workMode]],
    [offerCopy.sector, offer.sectorName],
    [offerCopy.client, offer.client ?? offerCopy.confidential],
    ...(offer.salary ? [[offerCopy.salary, salaryText(offer.salary, salaryPeriodLabels[offer.salary.period])] as [string, React.ReactNode]] : []),
  ];
  const headings = { missions: offerCopy.missions, profile: offerCopy.profile };
  const blocks: [string, string, string[]][] = [
    ['missions', offerCopy.missions, offer.missions],
    ['profil', offerCopy.profile, offer.profile],
    ['avantages', offerCopy.benefits, offer.benefits],
  ];
  return (
    <div className={section({ tone: 'page' })}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(jobPostingJsonLd(offer, { name: site.name, url: site.url, country: site.address.country, countryCode: site.address.countryCode }, headings)) }} />
      <div className={`${container} ${styles.offerLayout}`}>
        <div className={styles.body}>
          <dl className={styles.facts}>
            {facts.map(([name, value]) => (
              <div key={name} className={styles.fact}>
                <dt className={styles.factName}>{name}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.dates}>
            <span>{fill(cardCopy.posted, { date: frenchDate(offer.datePosted) })}</span>
            <span className={styles.deadline}>{offer.deadline ? fill(cardCopy.deadline, { date: frenchDate(offer.deadline) }) : cardCopy.open}</span>
          </p>
          {open ? (
            <a href="#postuler" className={`${button({ variant: 'primary', size: 'lg' })} ${styles.jumpToApply}`}>
              {applyCopy.title}
            </a>
          ) : null}
          <div className={styles.block}>
            <h2 className={styles.blockTitle}>{offerCopy.summary}</h2>
            <p>{offer.summary}</p>
          </div>
          {blocks.map(([id, title, items]) => (
            <div key={id} className={styles.block}>
              <h2 id={`offre-${id}`} className={styles.blockTitle}>{title}</h2>
              <ul className={styles.points} aria-labelledby={`offre-${id}`}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <aside className={styles.aside} aria-labelledby="postuler-titre">
          {open ? (
            <div className={styles.panel} id="postuler">
              <h2 id="postuler-titre" className={styles.panelTitle}>{applyCopy.title}</h2>
              <p>{applyCopy.text}</p>
              <ApplyOptions offer={offer} />
            </div>
          ) : (
            <div className={styles.closed} role="status">
              <h2 id="postuler-titre" className={styles.panelTitle}>{offerCopy.closedTitle}</h2>
              <p>{offerCopy.closedText}</p>
              <Link to="/offres" className={styles.reset}>{offerCopy.back}</Link>
            </div>
          )}
          <ShareBar title={offer.title} path={`/offres/${offer.slug}`} label={shareCopy.title} />
        </aside>
      </div>
    </div>
  );
}
