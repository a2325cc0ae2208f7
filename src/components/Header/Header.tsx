import { useEffect, useState } from 'react';
import { Link, useHydrated, useRouter } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { appHeaderScrollMachine } from '../../actors/headerScroll';
import { menuToggleId } from '../../actors/mobileMenu';
import { email, name, phone } from 'virtual:content/site';
import { appointment as appointmentCta, header, nav as mainNav } from 'virtual:content/ui';
import { inspect } from '../../inspector';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import { footerNavId } from '../Footer/Footer';
import { Icon } from '../Icons/Icons';
import { useMenuActor } from '../LayoutActors';
import { LogoMark, LogoText } from '../Logo/Logo';
import * as logo from '../Logo/Logo.css';
import * as styles from './Header.css';

const menuId = 'menu-principal';

export function Header() {
  const [scroll] = useMachine(appHeaderScrollMachine, { inspect });
  const menu = useMenuActor();
  const menuState = useSelector(menu, (snapshot) => String(snapshot.value));
  // The menu closes on every client-side navigation, whichever link led there.
  const router = useRouter();
  useEffect(() => router.subscribe('onResolved', (event) => event.fromLocation && menu.send({ type: 'route.changed' })), [router, menu]);
  const open = menuState === 'open';
  // Until the header has hydrated, the « Menu » control is a link to the footer's navigation.
  const started = useHydrated();
  // Set by an effect that runs after the machine's (it started, and read the scroll position):
  // from the same render on, its state gives the header's look, not the CSS of the page before.
  const [scrollKnown, setScrollKnown] = useState(false);
  useEffect(() => setScrollKnown(true), []);

  return (
    <header className={styles.root} data-state={String(scroll.value)} data-menu={menuState} data-started={started ? '' : undefined} data-scroll-known={scrollKnown ? '' : undefined}>
      <div className={`${container} ${styles.bar}`}>
        <Link to="/" className={logo.root} aria-label={header.homeLabel}>
          <LogoMark />
          <LogoText name={name} />
        </Link>
        <a href={`#${footerNavId}`} className={styles.menuLink}>
          <Icon name="menu" className={styles.toggleIcon} />
          <span>{header.menuButton}</span>
        </a>
        <button
          type="button"
          id={menuToggleId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? header.closeMenu : header.openMenu}
          onClick={() => menu.send({ type: 'menu.toggle' })}
        >
          <Icon name={open ? 'close' : 'menu'} className={styles.toggleIcon} />
          <span aria-hidden="true">{header.menuButton}</span>
        </button>
        <nav id={menuId} className={styles.nav} data-state={menuState} aria-label={header.navLabel}>
          <ul className={styles.list}>
            {mainNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link} activeOptions={{ exact: item.to === '/' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={appointmentCta.to} className={`${button({ variant: 'primary', size: 'md' })} ${styles.cta}`}>
            {appointmentCta.label}
          </Link>
          <div className={styles.menuContact}>
            <a className={styles.menuContactLink} href={phone.href}>
              {phone.display}
            </a>
            <a className={styles.menuContactLink} href={`mailto:${email}`}>
              {email}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
