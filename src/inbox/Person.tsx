/**
 * « Toutes ses candidatures »: one person's applications in one list (the filter `personne`, an
 * application's id: that one and the others of the same e-mail or phone), where bulk actions, the
 * ZIP and the CSV act on them together.
 */
import { elide } from '../lib/elision';
import { visuallyHidden } from '../styles/layout.css';
import type { InboxPage, InboxSearch } from './contract';
import { InboxLink } from './links';
import * as styles from './inbox.css';

/** The list's title for one person: « Les 3 candidatures d’Awa Ndiaye ». */
export function personTitle(person: InboxPage['person']): string {
  if (!person) return 'Candidatures d’une personne';
  return person.applications > 1 ? `Les ${person.applications}\u00a0candidatures ${elide('de', person.name)}` : `La candidature ${elide('de', person.name)}`;
}

/** Under the title: why these are together, or that the application named is gone; and the way back. */
export function PersonLine({ person, search }: { person: InboxPage['person']; search: InboxSearch }) {
  return (
    <p className={styles.subtitle}>
      {person
        ? 'La même adresse e-mail ou le même numéro de téléphone.'
        : 'Cette candidature est introuvable\u00a0: elle a peut-être été supprimée. Il n’y a rien à montrer pour cette personne.'}{' '}
      <InboxLink search={{ ...search, personne: undefined, page: undefined, id: undefined }}>← Toute la liste</InboxLink>
    </p>
  );
}

/** « Toutes ses candidatures (3) », from an application whose person applied more than once. */
export function PersonLink({ id, applications }: { id: string; applications: number }) {
  if (applications < 2) return null;
  return (
    <InboxLink className={styles.personLink} search={{ personne: id }}>
      Toutes ses candidatures ({applications})
    </InboxLink>
  );
}

/** The list's « A postulé 3 fois », a link to that person's applications (its name says whose). */
export function SamePersonLink({ id, name, others }: { id: string; name: string; others: number }) {
  if (others < 1) return null;
  return (
    <InboxLink className={`${styles.badge} ${styles.badgeTone.person} ${styles.personBadge}`} search={{ personne: id }}>
      A postulé {others + 1}
      {'\u00a0'}fois<span className={visuallyHidden}>{`, voir les ${others + 1}\u00a0candidatures ${elide('de', name)}`}</span>
    </InboxLink>
  );
}
