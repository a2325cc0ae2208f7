import { cvAccept, cvHeadBytes, cvProblem, cvRefusalMessage, fileSizeText } from '../../../contract/cvFiles';
import type { ContactFormContext, ContactFormEvent, CvNotice } from '../../../machines/contactForm.machine';
import { application as applicationCopy, refusals } from 'virtual:content/contact';
import { fill } from '../../lib/fill';
import { button } from '../../styles/classes';
import * as formStyles from './ContactForm.css';
import * as styles from './CvField.css';

interface CvFieldProps {
  /** « (facultatif) », as the form's other optional fields say it. */
  optional: string;
  /** The form's machine: the CV it holds, the browser's refusal (`cvNotice`), the server's (`fieldErrors.cv`). */
  form: ContactFormContext;
  readOnly: boolean;
  send: (event: ContactFormEvent) => void;
}

/** What the CV field says of a refused file (what was found, from the content's words), or of a CV a reload lost. */
function noticeText(notice: CvNotice): string {
  if (notice.problem === 'cvLost') return refusals.cvLost;
  const { key, blanks } = cvRefusalMessage(notice.problem, notice);
  return fill(refusals[key], blanks);
}

/**
 * Checks a chosen file as the Worker will (its name, its size, and its first bytes: a renamed
 * executable is refused here, before anything is sent), then tells the form it was kept or refused.
 */
async function check(file: File, send: (event: ContactFormEvent) => void) {
  const head = await file
    .slice(0, cvHeadBytes)
    .arrayBuffer()
    .then((bytes) => new Uint8Array(bytes), () => new Uint8Array());
  const problem = cvProblem(file, head);
  send(problem ? { type: 'cv.refused', problem, name: file.name, size: file.size } : { type: 'cv.chosen', cv: { name: file.name, size: file.size, type: file.type, file } });
}

/**
 * A candidate's CV, optional: PDF or Word, 5 Mo at most, checked here first (name, size, first
 * bytes) and again by the server from the whole file. Only candidates see it, so it is a chunk of
 * its own. A refused file can be removed too (« Retirer »): the candidate then sends without a
 * CV knowingly, while a refused file stands the form does not send (the machine's `cvRefused`).
 */
export function CvField({ optional, form: { cv, cvNotice: notice, fieldErrors }, readOnly, send }: CvFieldProps) {
  const serverError = fieldErrors.cv;
  const message = serverError ?? (notice ? noticeText(notice) : '');
  const described = [cv ? 'contact-cv-chosen' : '', message ? 'contact-cv-error' : ''].filter(Boolean).join(' ');
  return (
    <div className={`${formStyles.field} ${formStyles.wide}`} data-testid="cv-field" data-notice={serverError ? 'server' : notice?.problem}>
      <span id="contact-cv-label" className={formStyles.label}>
        {applicationCopy.cvLabel}
        <span className={formStyles.hint}> {optional}</span>
      </span>
      <div className={styles.cvRow}>
        <input
          id="contact-cv"
          className={styles.cvInput}
          type="file"
          accept={cvAccept}
          aria-labelledby="contact-cv-label contact-cv-choose"
          aria-describedby={described || undefined}
          aria-invalid={message ? true : undefined}
          disabled={readOnly}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file chosen again (after « Retirer ») must still be an event.
            event.currentTarget.value = '';
            if (file) void check(file, send);
          }}
        />
        <label id="contact-cv-choose" htmlFor="contact-cv" className={`${button({ variant: 'secondary', size: 'md' })} ${styles.cvChoose}`}>
          {applicationCopy.cvChoose}
        </label>
        {cv ? (
          <span id="contact-cv-chosen" className={styles.cvName}>
            {fill(applicationCopy.cvChosen, { nom: cv.name, taille: fileSizeText(cv.size) })}
          </span>
        ) : null}
        {cv || message ? (
          <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={() => send({ type: 'cv.removed' })} disabled={readOnly}>
            {applicationCopy.cvRemove}
          </button>
        ) : null}
      </div>
      {message ? (
        <p id="contact-cv-error" className={formStyles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
