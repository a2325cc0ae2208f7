import { contactDetails } from '../../content/contact';
import { site } from '../../content/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../../components/Icons/Icons';
import * as styles from './ContactDetails.css';

/** Phone (tel:), WhatsApp, e-mail (mailto:), address and opening hours: many visitors would rather call or write. */
export function ContactDetails() {
  const items = [
    { label: contactDetails.phoneLabel, value: site.phone.display, href: site.phone.href, Icon: PhoneIcon },
    { label: contactDetails.whatsappLabel, value: contactDetails.whatsappAction, href: site.phone.whatsapp, Icon: WhatsAppIcon, external: true },
    { label: contactDetails.emailLabel, value: site.email, href: `mailto:${site.email}`, Icon: MailIcon },
    { label: contactDetails.addressLabel, value: site.address.display, Icon: PinIcon },
  ];
  return (
    <div className={styles.root}>
      <h2 id="contact-details-title" className={styles.title}>{contactDetails.title}</h2>
      <ul className={styles.list}>
        {items.map(({ label, value, href, Icon, external }) => (
          <li key={label} className={styles.item}>
            <span className={styles.iconBox}><Icon className={styles.icon} /></span>
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
        <h3 className={styles.hoursTitle}><ClockIcon className={styles.icon} />{contactDetails.hoursTitle}</h3>
        <dl className={styles.hoursList}>
          {site.hours.map((slot) => (
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
