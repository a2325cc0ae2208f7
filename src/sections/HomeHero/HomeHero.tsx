import { Link } from '@tanstack/react-router';
import { Photo } from '../../components/Photo/Photo';
import { hero } from 'virtual:content/home';
import { container, eyebrow, lead } from '../../styles/layout.css';
import { button } from '../../styles/classes';
import * as styles from './HomeHero.css';

/** The home page's opening band and its one h1: promise, two calls to action, the way to the job offers, a photo. */
export function HomeHero() {
  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.text}>
          <p className={eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>{hero.title}</h1>
          <p className={`${lead} ${styles.lead}`}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link to={hero.primaryCta.to} className={button({ variant: 'primary', size: 'lg' })}>
              {hero.primaryCta.label}
            </Link>
            <Link to={hero.secondaryCta.to} className={button({ variant: 'secondary', size: 'lg' })}>
              {hero.secondaryCta.label}
            </Link>
          </div>
          {/* The way in for job seekers: a plain link, no JavaScript needed. */}
          <p className={styles.jobSeekers}>
            {hero.jobSeekers.question} <Link to={hero.jobSeekers.link.to}>{hero.jobSeekers.link.label}</Link>
          </p>
        </div>
        <div className={styles.visual}>
          <Photo photo={hero.photo} sizes="(min-width: 1024px) 560px, 100vw" priority className={styles.photo} />
        </div>
      </div>
    </section>
  );
}
