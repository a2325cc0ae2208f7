import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fieldLimits, messageRows } from '../../../machines/constants';
import { serviceChoices, toPayload, type ContactFields, type FieldName } from '../../../machines/contactForm.machine';
import { createAppContactFormMachine } from '../../actors/contactForm';
import { formCopy, successCopy } from '../../content/contact';
import { inspect } from '../../inspector';
import { button } from '../../styles/recipes.css';
import { visuallyHidden } from '../../styles/layout.css';
import { useToastActor } from '../LayoutActors';
import { applyFrenchValidity } from './fieldValidity';
import { FailureAlert } from './FailureAlert';
import { SuccessPanel } from './SuccessPanel';
import * as styles from './ContactForm.css';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The counter appears once the message passes this share of its limit. */
const counterFrom = 0.8;

/** Sends to the build's VITE_CONTACT_ENDPOINT when it has one, else simulates the send. */
export function ContactForm() {
  const toast = useToastActor();
  const [machine] = useState(() =>
    createAppContactFormMachine({
      announceSuccess: () => toast.send({ type: 'toast.show', toast: { title: successCopy.toastTitle, description: successCopy.toastText } }),
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect });
  const { fields, failure } = snapshot.context;
  const state = String(snapshot.value);
  const submitting = snapshot.matches('submitting');

  const change = (field: FieldName) => (event: { currentTarget: Control }) => {
    applyFrenchValidity(field, event.currentTarget);
    send({ type: 'field.changed', field, value: event.currentTarget.value });
  };
  const translate = (field: FieldName) => (event: { currentTarget: Control }) => applyFrenchValidity(field, event.currentTarget);
  const bind = (field: Exclude<FieldName, 'service'>) => ({
    id: `contact-${field}`,
    name: field,
    value: fields[field] as string,
    onChange: change(field),
    onInvalid: translate(field),
    className: styles.control,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Native checks already passed; also refuse fields that are only spaces.
    const controls = ['name', 'email', 'message'] as const;
    const allValid = controls.every((field) => applyFrenchValidity(field, form.elements.namedItem(field) as Control));
    if (!allValid) return void form.reportValidity();
    send({ type: 'form.submit' });
  };

  const messageLength = fields.message.length;
  const showCounter = messageLength >= fieldLimits.message * counterFrom;

  return (
    <div className={styles.root} data-state={state} data-testid="contact-form">
      <p className={visuallyHidden} role="status" aria-live="polite">
        {submitting ? formCopy.submitting : ''}
      </p>
      {snapshot.matches('success') ? (
        <SuccessPanel />
      ) : (
        <>
          <h2 id="contact-form-title" className={styles.title}>{formCopy.title}</h2>
          <p className={styles.intro}>{formCopy.intro}</p>
          <form className={styles.form} onSubmit={submit} aria-labelledby="contact-form-title" aria-busy={submitting}>
            <Field field="name" required>
              <input {...bind('name')} type="text" autoComplete="name" required placeholder={formCopy.placeholders.name} />
            </Field>
            <Field field="email" required>
              <input {...bind('email')} type="email" autoComplete="email" inputMode="email" required placeholder={formCopy.placeholders.email} />
            </Field>
            <Field field="phone">
              <input {...bind('phone')} type="tel" autoComplete="tel" placeholder={formCopy.placeholders.phone} />
            </Field>
            <Field field="company">
              <input {...bind('company')} type="text" autoComplete="organization" placeholder={formCopy.placeholders.company} />
            </Field>
            <Field field="service" wide>
              <select id="contact-service" name="service" className={styles.control} value={fields.service} onChange={change('service')}>
                <option value="default" disabled>{formCopy.servicePlaceholder}</option>
                {serviceChoices.map((choice) => (
                  <option key={choice} value={choice}>{formCopy.services[choice]}</option>
                ))}
              </select>
            </Field>
            <Field field="message" required wide>
              <textarea {...bind('message')} className={`${styles.control} ${styles.textarea}`} rows={messageRows} required placeholder={formCopy.placeholders.message} aria-describedby={showCounter ? 'contact-message-counter' : undefined} />
              {showCounter ? (
                <p id="contact-message-counter" className={styles.counter} data-over={messageLength > fieldLimits.message}>
                  {formCopy.counter(messageLength, fieldLimits.message)}
                </p>
              ) : null}
            </Field>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="contact-website">{formCopy.labels.website}</label>
              <input {...bind('website')} type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <div className={`${styles.actions} ${styles.wide}`}>
              {failure ? <FailureAlert reason={failure} payload={toPayload(fields as ContactFields)} onRetry={() => send({ type: 'form.retry' })} /> : null}
              <button type="submit" className={button({ variant: 'primary', size: 'lg' })} disabled={submitting}>
                {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
                {submitting ? formCopy.submitting : formCopy.submit}
              </button>
              <p className={styles.privacy}>{formCopy.privacy}</p>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

function Field({ field, required = false, wide = false, children }: { field: FieldName; required?: boolean; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={`contact-${field}`} className={styles.label}>
        {formCopy.labels[field]}
        {required ? <span aria-hidden="true"> *</span> : <span className={styles.hint}> {formCopy.optional}</span>}
      </label>
      {children}
    </div>
  );
}
