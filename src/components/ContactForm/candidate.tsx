import type { SentMessage } from '../../../machines/contactForm.machine';
import type { ToastMessage } from '../../../machines/toast.machine';
import { candidate as words } from 'virtual:content/contact';
import { apply as applyCopy } from 'virtual:content/offers';
import { email } from 'virtual:content/site';
import { fill } from '../../lib/fill';
import { fillNodes } from '../../lib/fillNodes';
import { noWrap } from '../../styles/layout.css';
import * as styles from './ContactForm.css';

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
  /** Above the blank form that comes back: the application left. */
  back: (sent: SentMessage) => React.ReactNode;
}

const delay = { delai: words.delay };

/** The e-mail's subject a candidate without a CV gives it: the one « Postuler par e-mail » fills. */
const subjectFor = (sent: SentMessage) => (sent.offer ? fill(applyCopy.mailSubject, { reference: sent.offer.reference, titre: sent.offer.title }) : applyCopy.spontaneousSubject);

/** The panel's title takes focus as it appears (SuccessPanel.tsx); a stable ref, so a new render does not take it again. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** An offer's reference, on one line. */
export const reference = (offer: { reference: string }) => <span className={noWrap}>{offer.reference}</span>;

function Sent({ sent }: { sent: SentMessage }) {
  const subject = subjectFor(sent);
  return (
    <>
      <h2 className={styles.successTitle} tabIndex={-1} ref={focusOnMount}>
        {words.sentTitle}
      </h2>
      <p className={styles.successText}>
        {sent.offer ? fillNodes(words.sentOffer, { reference: reference(sent.offer), titre: sent.offer.title }) : words.sentSpontaneous}{' '}
        {fill(words.nextSteps, delay)}
      </p>
      {sent.withCv ? null : (
        <p className={styles.successText} data-testid="no-cv">
          {fillNodes(words.noCv, { email: <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>{email}</a>, objet: subject })}
        </p>
      )}
    </>
  );
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
  back: (sent) => (sent.offer ? fillNodes(words.backOffer, { reference: reference(sent.offer) }) : words.backSpontaneous),
};
