import { useEffect } from 'react';
import type { AppliedOffer } from '../../../machines/contactForm.machine';
import { application as applicationCopy } from 'virtual:content/contact';
import { email } from 'virtual:content/site';
import type { ApplicationSearch } from '../../offers/search';
import { loadReference } from '../../offers/source';
import * as styles from './ContactForm.css';

import { fillNodes } from '../../lib/fillNodes';
import { candidateWords, reference, type CandidateWords } from './candidate';

// The CV field travels with the note: both are for candidates only (ContactForm.tsx).
export { CvField } from './CvField';

/**
 * Above the form of a candidate who came from an offer (/contact?offre=REF) or to apply
 * spontaneously: which offer (its title read from the build's data; a reference no open offer
 * has is ignored), and how to send the CV. Loaded only for those visits, off the page's first load.
 * It tells the form which offer the address names, as it changes (back, forward, the header's
 * « Contact »): none for a spontaneous application or a plain /contact; and hands it the words it
 * says to a candidate (candidate.tsx).
 */

export function ApplicationNote({ search, offer, onStart }: { search: ApplicationSearch; offer: AppliedOffer | null; onStart: (offer: AppliedOffer | null, spontaneous: boolean, words: CandidateWords) => void }) {
  useEffect(() => {
    if (!search.offre) {
      onStart(null, Boolean(search.candidature), candidateWords);
      return;
    }
    let current = true;
    void loadReference(search.offre).then((found) => {
      if (current && found) onStart({ reference: found.reference, title: found.title }, false, candidateWords);
    });
    return () => {
      current = false;
    };
    // onStart is the form's `send`, the same for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.offre, search.candidature]);
  if ((search.offre && !offer) || !(search.offre || search.candidature)) return null;
  return (
    <div className={styles.application} data-testid="application-note">
      <p className={styles.applicationTitle}>
        {offer ? fillNodes(applicationCopy.offer, { reference: reference(offer), titre: offer.title }) : applicationCopy.spontaneous}
      </p>
      <p>
        {fillNodes(applicationCopy.advice, { email: <a href={`mailto:${email}`}>{email}</a> })}
      </p>
    </div>
  );
}
