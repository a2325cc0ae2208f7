import { details as contactDetails } from 'virtual:content/contact';
import { address, email, hours, phone } from 'virtual:content/site';
import { Icon, type IconName } from '../../components/Icons/Icons';
import * as styles from './ContactDetails.css';

/** Phone (tel:), WhatsApp, e-mail (mailto:), address and opening hours: many visitors would rather call or write. */
export function ContactDetails() {
  const items: { label: string; value: string; href?: string; icon: IconName; external?: boolean }[] = [
    { label: contactDetails.phoneLabel, value: phone.display, href: phone.href, icon: 'phone' },
    { label: contactDetails.whatsappLabel, value: contactDetails.whatsappAction, href: phone.whatsapp, icon: 'whatsapp', external: true },
    { label: contactDetails.emailLabel, value: email, href: `mailto:${email}`, icon: 'mail' },
    { label: contactDetails.addressLabel, value: address.display, icon: 'pin' },
  ];
  return (
    <div className={styles.root}>
      <h2 id="contact-details-title" className={styles.title}>{contactDetails.title}</h2>
      <ul className={styles.list}>
        {items.map(({ label, value, href, icon, external }) => (
          <li key={label} className={styles.item}>
            <span className={styles.iconBox}><Icon name={icon} className={styles.icon} /></span>
            <div>
              <p className={styles.label}>{label}</p>
              {href ? (
                <a className={styles.value} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{value}</a>
              ) : (
                <p className={styles.value}>{value}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.hours}>
        <h3 className={styles.hoursTitle}><Icon name="clock" className={styles.icon} />{contactDetails.hoursTitle}</h3>
        <dl className={styles.hoursList}>
          {hours.map((slot) => (
            <div key={slot.days} className={styles.hoursRow}>
              <dt className={styles.day}>{slot.days}</dt>
              <dd className={styles.time}>{slot.time}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
