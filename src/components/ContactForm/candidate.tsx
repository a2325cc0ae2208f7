import { useState } from 'react';
import type { AppliedOffer, ContactFormContext, SentMessage } from '../../../machines/contactForm.machine';
import type { ToastMessage } from '../../../machines/toast.machine';
import { candidate as words } from 'virtual:content/contact';
import { apply as applyCopy } from 'virtual:content/offers';
import { email } from 'virtual:content/site';
import { fill } from '../../lib/fill';
import { fillNodes } from '../../lib/fillNodes';
import { button } from '../../styles/classes';
import { noWrap } from '../../styles/layout.css';
import * as styles from './ContactForm.css';
import * as cvStyles from './CvField.css';

/**
 * What the form says to a candidate (from an offer, or a spontaneous application) instead of the
 * contact form's words, which the specification fixes for the firm's clients. In the candidates'
 * chunk (ApplicationNote.tsx): the note hands it to the form as the application starts, so no
 * other visitor downloads it.
 */
export interface CandidateWords {
  title: string;
  messageLabel: string;
  emailPlaceholder: string;
  messagePlaceholder: string;
  submit: string;
  /** The toast once the application is sent: it names the offer and when the firm answers. */
  toast: (sent: SentMessage) => ToastMessage;
  /** The success panel's title and text. */
  Sent: (props: { sent: SentMessage }) => React.ReactNode;
  /** Above the blank form that comes back: the application left, and without a CV, where to send it (until dismissed). */
  Back: (props: { sent: SentMessage }) => React.ReactNode;
  /**
   * Beside the send button: why the application did not leave (`held`: the chosen CV is refused),
   * or, once the candidate removed a file, that it leaves without a CV and where to send one.
   */
  BesideSubmit: (props: { form: ContactFormContext; held: boolean }) => React.ReactNode;
}

const delay = { delai: words.delay };

/** The e-mail's subject a candidate without a CV gives it: the one « Postuler par e-mail » fills. */
const subjectFor = ({ offer }: { offer: AppliedOffer | null }) => (offer ? fill(applyCopy.mailSubject, { reference: offer.reference, titre: offer.title }) : applyCopy.spontaneousSubject);

/** Where to send the CV by e-mail: the firm's address as a link, with the subject filled in. */
const mailBlanks = (subject: string) => ({ email: <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>{email}</a>, objet: subject });

/** The panel's title takes focus as it appears (SuccessPanel.tsx); a stable ref, so a new render does not take it again. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** An offer's reference, on one line. */
export const reference = (offer: { reference: string }) => <span className={noWrap}>{offer.reference}</span>;

/** Without a CV, where to send it: first under the panel's title, clear of the toast at the bottom of a phone's screen. */
function Sent({ sent }: { sent: SentMessage }) {
  return (
    <>
      <h2 className={styles.successTitle} tabIndex={-1} ref={focusOnMount}>
        {words.sentTitle}
      </h2>
      {sent.withCv ? null : (
        <p className={cvStyles.noCv} data-testid="no-cv">
          {fillNodes(words.noCv, mailBlanks(subjectFor(sent)))}
        </p>
      )}
      <p className={styles.successText}>
        {sent.offer ? fillNodes(words.sentOffer, { reference: reference(sent.offer), titre: sent.offer.title }) : words.sentSpontaneous}{' '}
        {fill(words.nextSteps, delay)}
      </p>
    </>
  );
}

/**
 * The form back after the panel: the application left; without a CV, where to send it, which
 * stays until the candidate dismisses it (or leaves the page), not just the panel's 3 seconds.
 */
function Back({ sent }: { sent: SentMessage }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      <p className={styles.sentNotice} data-testid="sent-notice">
        {sent.offer ? fillNodes(words.backOffer, { reference: reference(sent.offer) }) : words.backSpontaneous}
      </p>
      {sent.withCv || dismissed ? null : (
        <div className={cvStyles.noCvNote} data-testid="no-cv">
          <p>{fillNodes(words.noCv, mailBlanks(subjectFor(sent)))}</p>
          <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={() => setDismissed(true)}>
            {words.noCvDismiss}
          </button>
        </div>
      )}
    </>
  );
}

function BesideSubmit({ form, held }: { form: ContactFormContext; held: boolean }) {
  if (held) {
    return (
      <p className={cvStyles.held} role="alert" data-testid="cv-held">
        {words.cvRefused}
      </p>
    );
  }
  return form.cvRemoved && !form.cv ? (
    <p className={cvStyles.besideSubmit} data-testid="without-cv">
      {fillNodes(words.withoutCv, mailBlanks(subjectFor(form)))}
    </p>
  ) : null;
}

export const candidateWords: CandidateWords = {
  title: words.title,
  messageLabel: words.messageLabel,
  emailPlaceholder: words.emailPlaceholder,
  messagePlaceholder: words.messagePlaceholder,
  submit: words.submit,
  toast: (sent) => ({
    title: words.sentTitle,
    description: sent.offer ? fill(words.toastOffer, { reference: sent.offer.reference, ...delay }) : fill(words.toastSpontaneous, delay),
  }),
  Sent,
  Back,
  BesideSubmit,
};
