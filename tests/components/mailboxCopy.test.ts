// @vitest-environment node
/**
 * The inbox's deletion dialog on the firm's e-mail (src/inbox/mailboxCopy.ts): what stays in the
 * mailbox follows legal.yml `attachCv`, the setting the Worker's e-mail follows.
 */
import { describe, expect, it } from 'vitest';
import { attachCv } from 'virtual:content/legal';
import { mailboxCopy } from '../../src/inbox/mailboxCopy';

const application = { kind: 'application', cv: { name: 'cv-awa.pdf', type: 'application/pdf', size: 1_300_000 } } as const;

describe('what the deletion dialog says stays in the firm’s mailbox', () => {
  it('CV not attached (the default): the e-mail keeps the text, and the CV goes with the entry', () => {
    expect(mailboxCopy(application, false)).toBe('L’e-mail que le cabinet a reçu à son arrivée garde le texte de la candidature, mais pas le CV\u00a0: le CV est effacé avec elle. Cet e-mail reste dans votre messagerie\u00a0: supprimez-le aussi.');
  });

  it('CV attached: the e-mail with the CV stays, and must be deleted by hand', () => {
    expect(mailboxCopy(application, true)).toBe('L’e-mail que le cabinet a reçu à son arrivée, avec le CV en pièce jointe, reste dans votre messagerie\u00a0: supprimez-le aussi.');
  });

  it('an application without a CV, or a client’s message: the e-mail alone, whatever the setting', () => {
    for (const setting of [false, true]) {
      expect(mailboxCopy({ kind: 'application', cv: null }, setting)).toBe('L’e-mail que le cabinet a reçu à son arrivée reste dans votre messagerie\u00a0: supprimez-le aussi.');
      expect(mailboxCopy({ kind: 'message', cv: null }, setting)).toBe('L’e-mail que le cabinet a reçu à son arrivée reste dans votre messagerie\u00a0: supprimez-le aussi.');
    }
  });

  it('follows the build’s setting when none is given (content/pages/legal.yml ships it off)', () => {
    expect(attachCv).toBe(false);
    expect(mailboxCopy(application)).toBe(mailboxCopy(application, false));
  });
});
