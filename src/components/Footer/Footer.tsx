import { Link } from '@tanstack/react-router';
import { serviceNames } from 'virtual:content/collections';
import { address, email, name, phone, socials, tagline } from 'virtual:content/site';
import { footer, header, nav as mainNav } from 'virtual:content/ui';
import { fill } from '../../lib/fill';
import { container } from '../../styles/layout.css';
import { LogoMark, LogoText } from '../Logo/Logo';
import * as logo from '../Logo/Logo.css';
import { Icon } from '../Icons/Icons';
import { useCurrentYear } from './useCurrentYear';
import * as styles from './Footer.css';

/** The networks' own names (brands, not copy). */
const socialNames = { linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X' } as const;

/** The footer's quick links: where the header's no-JavaScript « Menu » link leads. */
export const footerNavId = 'navigation-pied';

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={styles.root}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Link to="/" className={`${logo.root} ${logo.onDark}`} aria-label={header.homeLabel}>
              <LogoMark />
              <LogoText name={name} />
            </Link>
            <p>{footer.about}</p>
          </div>
          <nav id={footerNavId} aria-labelledby="footer-quick">
            <h2 id="footer-quick" className={styles.heading}>{footer.quickLinks}</h2>
            <ul className={styles.list}>
              {mainNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.link}>{item.label}</Link>
                </li>
              ))}
              {/* Staff may add « Actualités » to the menu itself (it fits the header at 1024 px): then once. */}
              {mainNav.some((item) => item.to === '/actualites') ? null : (
                <li>
                  <Link to="/actualites" className={styles.link}>{footer.articles}</Link>
                </li>
              )}
              <li>
                <Link to="/simulateur-salaire" className={styles.link}>{footer.simulator}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>{footer.services}</h2>
            <ul className={styles.list}>
              {Object.entries(serviceNames).map(([id, serviceName]) => (
                <li key={id}>
                  <Link to="/services" hash={id} className={styles.link}>{serviceName}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>{footer.contact}</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={phone.href}><Icon name="phone" className={styles.icon} />{phone.display}</a>
              </li>
              <li>
                <a className={styles.link} href={`mailto:${email}`}><Icon name="mail" className={styles.icon} />{email}</a>
              </li>
              <li>
                <span className={styles.link}><Icon name="pin" className={styles.icon} />{address.display}</span>
              </li>
            </ul>
            <ul className={styles.socials} aria-label={footer.follow}>
              {socials.map((social) => (
                <li key={social.network}>
                  <a className={styles.social} href={social.url} target="_blank" rel="noopener noreferrer" aria-label={fill(footer.socialLabel, { reseau: socialNames[social.network] })}>
                    <Icon name={social.network} className={styles.socialIcon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>
            © <span data-testid="footer-year">{year}</span> {name}. {footer.rights}
          </p>
          <nav aria-label={footer.legal}>
            <ul className={styles.legal}>
              <li><Link to="/mentions-legales" className={styles.link}>{footer.legalNotice}</Link></li>
              <li><Link to="/confidentialite" className={styles.link}>{footer.privacy}</Link></li>
            </ul>
          </nav>
          <p>{tagline}</p>
        </div>
      </div>
    </footer>
  );
}
