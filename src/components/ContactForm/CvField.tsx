import { cvAccept, fileSizeText } from '../../../machines/contactRules';
import type { ChosenCv, CvNotice } from '../../../machines/contactForm.machine';
import { application as applicationCopy, form as formCopy, validation } from 'virtual:content/contact';
import { fill } from '../../lib/fill';
import { button } from '../../styles/classes';
import * as styles from './ContactForm.css';

interface CvFieldProps {
  cv: ChosenCv | null;
  notice: CvNotice | null;
  /** The server's refusal of the CV it was sent (its bytes, its size). */
  serverError: string | undefined;
  readOnly: boolean;
  onChoose: (cv: ChosenCv) => void;
  onRemove: () => void;
}

/**
 * A candidate's CV, optional: PDF or Word, 5 Mo at most, checked here first (type, size) and again
 * by the server from its bytes. Only candidates see it, so it is a chunk of its own.
 */
export function CvField({ cv, notice, serverError, readOnly, onChoose, onRemove }: CvFieldProps) {
  const message = serverError ?? (notice ? fill(validation[notice.problem], { taille: 'size' in notice ? fileSizeText(notice.size) : '' }) : '');
  const described = [cv ? 'contact-cv-chosen' : '', message ? 'contact-cv-error' : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${styles.wide}`} data-testid="cv-field" data-notice={serverError ? 'server' : notice?.problem}>
      <span id="contact-cv-label" className={styles.label}>
        {applicationCopy.cvLabel}
        <span className={styles.hint}> {formCopy.optional}</span>
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
            if (file) onChoose({ name: file.name, size: file.size, type: file.type, file });
          }}
        />
        <label id="contact-cv-choose" htmlFor="contact-cv" className={`${button({ variant: 'secondary', size: 'md' })} ${styles.cvChoose}`}>
          {applicationCopy.cvChoose}
        </label>
        {cv ? (
          <>
            <span id="contact-cv-chosen" className={styles.cvName}>
              {fill(applicationCopy.cvChosen, { nom: cv.name, taille: fileSizeText(cv.size) })}
            </span>
            <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={onRemove} disabled={readOnly}>
              {applicationCopy.cvRemove}
            </button>
          </>
        ) : null}
      </div>
      {message ? (
        <p id="contact-cv-error" className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
