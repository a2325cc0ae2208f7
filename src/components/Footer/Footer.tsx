import { Link } from '@tanstack/react-router';
import { mainNav, serviceIds, serviceNames, site } from '../../content/site';
import { ui } from '../../content/ui';
import { container } from '../../styles/layout.css';
import { LogoMark, LogoText } from '../Logo/Logo';
import * as logo from '../Logo/Logo.css';
import { Icon } from '../Icons/Icons';
import { useCurrentYear } from './useCurrentYear';
import * as styles from './Footer.css';

/** The footer's quick links: where the header's no-JavaScript « Menu » link leads. */
export const footerNavId = 'navigation-pied';

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={styles.root}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Link to="/" className={`${logo.root} ${logo.onDark}`} aria-label={ui.header.homeLabel}>
              <LogoMark />
              <LogoText name={site.name} />
            </Link>
            <p>{ui.footer.about}</p>
          </div>
          <nav id={footerNavId} aria-labelledby="footer-quick">
            <h2 id="footer-quick" className={styles.heading}>{ui.footer.quickLinks}</h2>
            <ul className={styles.list}>
              {mainNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.link}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>{ui.footer.services}</h2>
            <ul className={styles.list}>
              {serviceIds.map((id) => (
                <li key={id}>
                  <Link to="/services" hash={id} className={styles.link}>{serviceNames[id]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>{ui.footer.contact}</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={site.phone.href}><Icon name="phone" className={styles.icon} />{site.phone.display}</a>
              </li>
              <li>
                <a className={styles.link} href={`mailto:${site.email}`}><Icon name="mail" className={styles.icon} />{site.email}</a>
              </li>
              <li>
                <span className={styles.link}><Icon name="pin" className={styles.icon} />{site.address.display}</span>
              </li>
            </ul>
            <ul className={styles.socials} aria-label={ui.footer.follow}>
              {site.socials.map((social) => (
                <li key={social.name}>
                  <a className={styles.social} href={social.url} target="_blank" rel="noopener noreferrer" aria-label={ui.footer.socialLabel(social.name)}>
                    <Icon name={social.icon} className={styles.socialIcon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>
            © <span data-testid="footer-year">{year}</span> {site.name}. {ui.footer.rights}
          </p>
          <p>{site.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
