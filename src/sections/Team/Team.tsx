import { Photo } from '../../components/Photo/Photo';
import { teamIntro } from 'virtual:content/about';
import { team } from 'virtual:content/collections';
import { container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Team.css';

/** The three leaders: portrait, name, role and a short biography. */
export function Team() {
  return (
    <section className={section({ tone: 'surface' })} aria-labelledby="team-title">
      <div className={container}>
        <SectionHeader id="team-title" title={teamIntro.title} lead={teamIntro.lead} />
        <ul className={`${grid({ columns: 3 })} ${styles.list}`} role="list">
          {team.map((member) => (
            <li key={member.id} className={styles.member}>
              <Photo
                photo={member.photo}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                caption={member.name}
                className={styles.photo}
              />
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.description}>{member.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
