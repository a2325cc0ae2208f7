import { fieldLimits, textFields, textProblem, type TextField } from '../../../contract/contactRules';
import { type FieldName } from '../../../machines/contactForm.machine';
import { validation as validationMessages } from 'virtual:content/contact';
import { fill } from '../../lib/fill';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const missing: Partial<Record<FieldName, string>> = {
  name: validationMessages.nameMissing,
  email: validationMessages.emailMissing,
  message: validationMessages.messageMissing,
};

/**
 * The French message the browser's native validation should show for a field, or '' when valid.
 * Native checks (required, type=email) still decide; we only translate them and add what the
 * browser lacks: blank-but-spaces, a length limit that never truncates pasted text, and the
 * Worker's own stricter rules (contract/contactRules.ts, `textProblem`): an e-mail address
 * without `? & = % #` or quotes (a character no address accepts has its own message, before the
 * browser's « incomplète »), a name without line breaks or other invisible characters.
 */
export function frenchValidityMessage(field: FieldName, control: FormControl): string {
  const value = control.value;
  const limit = field in fieldLimits ? fieldLimits[field as keyof typeof fieldLimits] : undefined;
  if (control.validity.valueMissing || (control.required && value.trim() === '')) return missing[field] ?? '';
  // The Worker’s own rules on what it will receive, trimmed (contract/contactRules.ts): the e-mail’s characters and pattern, a name’s characters.
  const problem = (textFields as readonly string[]).includes(field) ? textProblem(field as TextField, value.trim()) : undefined;
  // A space or an « é » the browser refuses too: the message says which character to remove.
  if (problem === 'emailCharacters') return validationMessages.emailCharacters;
  if (control.validity.typeMismatch && field === 'email') return validationMessages.emailInvalid;
  if (limit !== undefined && value.length > limit) return fill(validationMessages.tooLong, { max: limit });
  if (problem === 'emailInvalid') return validationMessages.emailInvalid;
  if (problem === 'nameInvalid') return validationMessages.nameInvalid;
  return '';
}

/** Applies the French message; call on every change and before submitting. */
export function applyFrenchValidity(field: FieldName, control: FormControl): boolean {
  control.setCustomValidity('');
  const message = frenchValidityMessage(field, control);
  control.setCustomValidity(message);
  return message === '';
}
