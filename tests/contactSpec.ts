/**
 * Shared by the component and browser tests of the contact form: the specification's exact
 * strings (§4, §8), written out rather than imported from src/content so a copy change that
 * breaks the specification fails, and the endpoint the `build:endpoint` script bakes in.
 * The site sets them in French typography (« Message envoyé\u202f! »): compare them through
 * `plain()` or `typeset()` (tests/specText.ts), which forgive only no-break spaces and ’.
 */
export const endpoint = 'https://forms.example.test/contact';
export const successTitle = 'Message envoyé avec succès !';
export const successText = 'Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.';
export const toastTitle = 'Message envoyé !';
export const toastText = 'Nous vous contacterons dans les plus brefs délais.';
export const sendingLabel = 'Envoi en cours...';
