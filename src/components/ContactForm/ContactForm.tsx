import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fieldLimits, type PayloadField } from '../../../contract/contactRules';
import { serviceChoices, toPayload, type ContactFields, type FieldName } from '../../../machines/contactForm.machine';
import { contactCardId, contactFormId, createAppContactFormMachine, loadSender } from '../../actors/contactForm';
import { beforeStart, form as formCopy, success as successCopy } from 'virtual:content/contact';
import { email, phone } from 'virtual:content/site';
import { fill } from '../../lib/fill';
import { serviceLabel } from '../../site/serviceLabel';
import { inspect } from '../../inspector';
import { takePendingSubmit } from '../../lib/beforeStart';
import type { ApplicationSearch } from '../../offers/search';
import { button } from '../../styles/classes';
import { visuallyHidden } from '../../styles/layout.css';
import { useToastActor } from '../LayoutActors';
import type { CandidateWords } from './candidate';
import { SuccessPanel } from './SuccessPanel';
import { applyFrenchValidity } from './fieldValidity';
import { messageRows } from './messageRows';
import * as styles from './ContactForm.css';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The failure alert (with its prefilled e-mail and WhatsApp links) exists only in builds with an
 * endpoint, and is needed only after a failed send: its code is fetched when the visitor starts
 * typing, off the page's first load. Should it not be fetched (the device went offline first),
 * a short alert says the essentials: the message did not leave, and it is kept (the send button
 * below sends it again).
 */
const loadFailureAlert = () => import('./FailureAlert');
const FailureAlert = /* @__PURE__ */ lazy(() =>
  loadFailureAlert().then(
    ({ FailureAlert }) => ({ default: FailureAlert }),
    () => ({ default: ShortFailureAlert }),
  ),
);
/** The slow send's line, from the same chunk (its words are the outbox's, off the first load); nothing if it cannot come. */
const SlowSending = /* @__PURE__ */ lazy(() =>
  loadFailureAlert().then(
    ({ SlowSending }): { default: () => ReactNode } => ({ default: SlowSending }),
    () => ({ default: () => null }),
  ),
);

/** Only for a candidate's visit (/contact?offre=REF, ?candidature=spontanee): off everyone else's first load. */
const loadCandidates = () => import('./ApplicationNote');
const ApplicationNote = /* @__PURE__ */ lazy(() => loadCandidates().then(({ ApplicationNote }) => ({ default: ApplicationNote })));
/** A candidate's CV field: in the same chunk as the note, which only candidates load too. */
const CvField = /* @__PURE__ */ lazy(() => loadCandidates().then(({ CvField }) => ({ default: CvField })));

/** The specification's simulated build sends nothing (docs/api.md, « Three builds, three destinations for the form »); the build folds this. */
const simulatesSend = () => import.meta.env.VITE_CONTACT_ENDPOINT === 'simulated';

/** The firm's e-mail and phone, in the notices only the prerendered page carries. */
const noticeBlanks = { email, telephone: phone.display };

/** The counter appears once the message passes this share of its limit. */
const counterFrom = 0.8;

/**
 * Sends to the build's VITE_CONTACT_ENDPOINT when it has one, else simulates the send.
 * `application`: the contact page's search params, when a candidate comes from an offer.
 */
export function ContactForm({ application = {} }: { application?: ApplicationSearch }) {
  const toast = useToastActor();
  // What the form says to a candidate: handed over by the note as the application starts (from the candidates' chunk).
  const [candidateWords, setCandidateWords] = useState<CandidateWords | null>(null);
  const wordsRef = useRef(candidateWords);
  wordsRef.current = candidateWords;
  const [machine] = useState(() =>
    createAppContactFormMachine({
      announceSuccess: (sent) =>
        toast.send({
          type: 'toast.show',
          toast: sent.candidate && wordsRef.current ? wordsRef.current.toast(sent) : { title: successCopy.toastTitle, description: successCopy.toastText },
        }),
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect });
  const { fields, failure, offer, candidate, cv, fieldErrors, retryAfter, sent } = snapshot.context;
  /** A candidate's form speaks to a candidate; the specification's words stay the contact form's. */
  const words = candidate ? candidateWords : null;
  const formRef = useRef<HTMLFormElement>(null);
  // Until then (data-started, beforeStart.ts), index.html's inline script keeps the form from
  // submitting natively.
  const started = useHydrated();
  // A submit made before the app started runs now, through the machine, with what was typed
  // then (the machine read it from the page when it started, just before this effect).
  useEffect(() => {
    if (takePendingSubmit()) formRef.current?.requestSubmit();
  }, []);
  const state = String(snapshot.value);
  const submitting = snapshot.matches('submitting');
  // When the form comes back after the success panel (whose title had focus, now gone), its
  // title takes focus: the next step, not <body>. A visitor who went elsewhere keeps their place.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousState = useRef(state);
  useEffect(() => {
    const cameBack = previousState.current === 'success' && state !== 'success';
    // The server refused fields (400): as the answer comes, the first one takes the focus, its
    // message beside it (not again while the visitor corrects them).
    if (previousState.current === 'submitting' && failure === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid]')?.focus();
    previousState.current = state;
    if (cameBack && (!document.activeElement || document.activeElement === document.body)) titleRef.current?.focus();
  }, [state]);

  const change = (field: FieldName) => (event: { currentTarget: Control }) => {
    if (!simulatesSend()) {
      loadFailureAlert().catch(() => {});
      loadSender().catch(() => {});
    }
    applyFrenchValidity(field, event.currentTarget);
    send({ type: 'field.changed', field, value: event.currentTarget.value });
  };
  const translate = (field: FieldName) => (event: { currentTarget: Control }) => applyFrenchValidity(field, event.currentTarget);
  /** A field the server refused says so, and points to its message. */
  const refused = (field: FieldName) => (fieldErrors[field as PayloadField] ? { 'aria-invalid': true, 'aria-describedby': `contact-${field}-error` } : {});
  const bind = (field: Exclude<FieldName, 'service'>) => ({
    id: `contact-${field}`,
    name: field,
    value: fields[field] as string,
    onChange: change(field),
    onInvalid: translate(field),
    className: styles.control,
    // While sending, the fields stay on screen and selectable, but typing would be lost: read-only.
    readOnly: submitting,
    ...refused(field),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The inline script may have marked this very submit (the form hydrated, not yet marked
    // started): it is handled here, so nothing is left for the mount effect to resend.
    takePendingSubmit();
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
    <div id={contactCardId} className={styles.root} data-state={state} data-testid="contact-form">
      <p className={visuallyHidden} role="status" aria-live="polite">
        {submitting ? `${formCopy.submitting} ${formCopy.readOnlyWhileSending}` : ''}
      </p>
      {snapshot.matches('success') ? (
        <SuccessPanel>{sent?.candidate && candidateWords ? <candidateWords.Sent sent={sent} /> : null}</SuccessPanel>
      ) : (
        <>
          <h2 id="contact-form-title" className={styles.title} tabIndex={-1} ref={titleRef}>
            {words?.title ?? formCopy.title}
          </h2>
          {/* Back after the success panel: the message left (until the next send). */}
          {sent?.candidate && candidateWords ? (
            <candidateWords.Back sent={sent} />
          ) : sent ? (
            <p className={styles.sentNotice} data-testid="sent-notice">
              {successCopy.back}
            </p>
          ) : null}
          <p className={styles.intro}>{formCopy.intro}</p>
          {/* The prerendered page has no search params: the note comes once the app runs. */}
          {/* Also while the form still carries an offer the address no longer names (the visitor
              followed the header's « Contact »): the note then tells the form to drop it. */}
          {started && (application.offre || application.candidature || offer) ? (
            <Suspense>
              <ApplicationNote
                search={application}
                offer={offer}
                onStart={(applied, spontaneous, candidateCopy) => {
                  setCandidateWords(candidateCopy);
                  send({ type: 'application.started', offer: applied, spontaneous });
                }}
              />
            </Suspense>
          ) : null}
          {/* React never renders a <noscript>'s content in the browser: it is for the prerendered HTML only. */}
          <noscript>{import.meta.env.SSR ? <p className={styles.noScript}>{fill(beforeStart.noScript, noticeBlanks)}</p> : null}</noscript>
          <form
            ref={formRef}
            id={contactFormId}
            className={styles.form}
            onSubmit={submit}
            aria-labelledby="contact-form-title"
            aria-busy={submitting}
            data-started={started ? '' : undefined}
          >
            <Field field="name" required error={fieldErrors.name}>
              <input {...bind('name')} type="text" autoComplete="name" required placeholder={formCopy.placeholders.name} />
            </Field>
            <Field field="email" required error={fieldErrors.email}>
              <input {...bind('email')} type="email" autoComplete="email" inputMode="email" required placeholder={words?.emailPlaceholder ?? formCopy.placeholders.email} />
            </Field>
            <Field field="phone" error={fieldErrors.phone}>
              <input {...bind('phone')} type="tel" autoComplete="tel" placeholder={formCopy.placeholders.phone} />
            </Field>
            {/* A candidate's offer decides who hires and the service (« recrutement »): no company, no service. */}
            {candidate ? null : (
              <>
                <Field field="company" error={fieldErrors.company}>
                  <input {...bind('company')} type="text" autoComplete="organization" placeholder={formCopy.placeholders.company} />
                </Field>
                <Field field="service" wide error={fieldErrors.service}>
                  <select id="contact-service" name="service" className={styles.control} value={fields.service} onChange={change('service')} disabled={submitting} {...refused('service')}>
                    <option value="default" disabled>{formCopy.servicePlaceholder}</option>
                    {serviceChoices.map((choice) => (
                      <option key={choice} value={choice}>{serviceLabel(choice)}</option>
                    ))}
                  </select>
                </Field>
              </>
            )}
            <Field field="message" required wide error={fieldErrors.message} label={words?.messageLabel}>
              <textarea {...bind('message')} className={`${styles.control} ${styles.textarea}`} rows={messageRows} required placeholder={words?.messagePlaceholder ?? formCopy.placeholders.message} aria-describedby={showCounter ? 'contact-message-counter' : undefined} />
              {showCounter ? (
                <p id="contact-message-counter" className={styles.counter} data-over={messageLength > fieldLimits.message}>
                  {fill(formCopy.counter, { used: messageLength, max: fieldLimits.message })}
                </p>
              ) : null}
            </Field>
            {started && candidate ? (
              <Suspense>
                <CvField optional={formCopy.optional} form={snapshot.context} readOnly={submitting} send={send} />
              </Suspense>
            ) : null}
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="contact-website">{formCopy.labels.website}</label>
              <input {...bind('website')} type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <div className={`${styles.actions} ${styles.wide}`}>
              {/* Only in the prerendered page, shown by CSS once a submit waits for the app; an alert is read
                  out as it appears. Its text is the server's: hydration keeps it, and the app removes the note. */}
              {started ? null : (
                <p role="alert" className={styles.pendingNote} suppressHydrationWarning>
                  {import.meta.env.SSR ? fill(beforeStart.preparing, noticeBlanks) : ''}
                </p>
              )}
              {/* Only a real send can fail: the simulated build's cannot, and drops the alert. */}
              {!simulatesSend() && failure ? (
                <Suspense>
                  <FailureAlert
                    reason={failure}
                    offerClosed={fieldErrors.offer}
                    waitSeconds={state === 'waiting' ? retryAfter : 0}
                    offline={state === 'offline'}
                    withCv={cv !== null}
                    candidate={candidate}
                    payload={toPayload(fields as ContactFields, offer, candidate)}
                    onRetry={() => send({ type: 'form.retry' })}
                  />
                </Suspense>
              ) : null}
              {/* A candidate's: why the application did not leave (a refused CV), or that it leaves without one. */}
              {words ? <words.BesideSubmit form={snapshot.context} held={state === 'cvRefused'} /> : null}
              {/* While sending, the button is disabled for assistive technologies (aria-disabled),
                  looks disabled, and a click does nothing; the `disabled` attribute would drop its
                  focus to <body>. A submit from a field (Enter) is one the machine ignores then. */}
              <button
                type="submit"
                className={button({ variant: 'primary', size: 'lg' })}
                aria-disabled={submitting || undefined}
                onClick={(event) => {
                  if (submitting) event.preventDefault();
                }}
              >
                {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
                {submitting ? formCopy.submitting : (words?.submit ?? formCopy.submit)}
              </button>
              {/* A slow send goes on (a CV over 3G): said, so that she neither waits blind nor sends it twice. */}
              {submitting && snapshot.context.slow ? (
                <Suspense fallback={null}>
                  <SlowSending />
                </Suspense>
              ) : null}
              <p className={styles.privacy}>
                {/* A plain link: the form also stands outside the router (the editor's preview, tests). */}
                {formCopy.privacy} <a href={`/confidentialite#${offer ? 'candidatures' : 'contact'}`}>{formCopy.privacyLink}</a>
              </p>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

function ShortFailureAlert() {
  return (
    <p className={styles.shortAlert} role="alert">
      {formCopy.notSent}
    </p>
  );
}

function Field({ field, required = false, wide = false, error, label, children }: { field: FieldName; required?: boolean; wide?: boolean; error?: string; label?: string; children: React.ReactNode }) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={`contact-${field}`} className={styles.label}>
        {label ?? formCopy.labels[field]}
        {required ? <span aria-hidden="true"> *</span> : <span className={styles.hint}> {formCopy.optional}</span>}
      </label>
      {children}
      {/* The server's refusal of this field (the browser's own checks speak through the native bubble). */}
      {error ? (
        <p id={`contact-${field}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
