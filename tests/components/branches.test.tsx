/**
 * Paths the page tests do not take: a photo whose host fails, a form field's French messages for
 * each native check, the menu closing when the viewport grows, the layout actors' guard, and the
 * e-mail subject without a name.
 */
import './browserStubs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { Photo } from '../../src/components/Photo/Photo';
import { allPhotos } from '../contentCopy';
import { frenchValidityMessage } from '../../src/components/ContactForm/fieldValidity';
import { validation as validationMessages } from 'virtual:content/contact';
import { fill } from '../../src/lib/fill';
import { appMobileMenuMachine } from '../../src/actors/mobileMenu';
import { useMenuActor } from '../../src/components/LayoutActors';
import { mailtoHref } from '../../src/site/contactLinks';
import { fieldLimits } from '../../contract/contactRules';

afterEach(() => vi.restoreAllMocks());

describe('Photo', () => {
  const photo = allPhotos[0]!;

  it('shows the designed fallback, named by the alt text, when the photo fails to load', () => {
    render(<Photo photo={photo} sizes="100vw" />);
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: photo.alt });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback.closest('[data-photo]')).toHaveAttribute('data-photo', 'fallback');
    expect(fallback).toHaveTextContent(photo.alt);
  });

  it('above the fold: eager, high priority, decoded at once; the caption replaces the alt text in the fallback', () => {
    render(<Photo photo={photo} sizes="100vw" priority caption="Nos bureaux" />);
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'sync');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: photo.alt })).toHaveTextContent('Nos bureaux');
  });
});

describe('frenchValidityMessage', () => {
  /** A control as the browser reports it. */
  const control = (value: string, validity: Partial<ValidityState> = {}, required = false) =>
    ({ value, required, validity: { valueMissing: false, typeMismatch: false, ...validity } }) as unknown as HTMLInputElement;

  it('a missing required field: its own message; spaces only count as missing', () => {
    expect(frenchValidityMessage('name', control('', { valueMissing: true }, true))).toBe(validationMessages.nameMissing);
    expect(frenchValidityMessage('message', control('   ', {}, true))).toBe(validationMessages.messageMissing);
  });

  it('an e-mail the browser refuses gets the French example', () => {
    expect(frenchValidityMessage('email', control('awa@', { typeMismatch: true }))).toBe(validationMessages.emailInvalid);
  });

  it('an address the browser accepts but the Worker refuses (issue 54): a character to remove has its own message, a shape that is no address’s « incomplète »; a real one is valid', () => {
    expect(frenchValidityMessage('email', control('x%40victim.example?bcc=spy%40evil.example&body=hello&y=@example.sn'))).toBe(validationMessages.emailCharacters);
    expect(frenchValidityMessage('email', control('awa@example'))).toBe(validationMessages.emailInvalid);
    expect(frenchValidityMessage('email', control(' prenom.nom+rh@mail.example.sn '))).toBe('');
  });

  it('a space or an accented letter, which the browser refuses too, gets the message that names the characters, not « incomplète »', () => {
    for (const address of ['awa ndiaye@example.sn', 'aïssatou@example.sn']) expect(frenchValidityMessage('email', control(address, { typeMismatch: true })), address).toBe(validationMessages.emailCharacters);
    expect(validationMessages.emailCharacters).toBe('Cette adresse contient un caractère qu’une adresse e-\u2060mail n’accepte pas (espace, &, =, % ou\u202f?)\u00a0: vérifiez-la. Exemple\u00a0: nom@entreprise.sn');
  });

  it('a name with a line break, a tab or a bidirectional override gets its own French message', () => {
    for (const name of ['Awa\r\nBcc: spy@evil.example', 'Awa\tNdiaye', 'Awa \u202Eeyaidn']) expect(frenchValidityMessage('name', control(name, {}, true)), JSON.stringify(name)).toBe(validationMessages.nameInvalid);
    expect(validationMessages.nameInvalid).toMatch(/^Votre nom .+\u00a0: .+\.$/);
    expect(frenchValidityMessage('name', control('Ndèye Fatou Diop', {}, true))).toBe('');
  });

  it('past its limit, any field says how long it may be; at the limit it is valid', () => {
    expect(frenchValidityMessage('company', control('x'.repeat(fieldLimits.company + 1)))).toBe(fill(validationMessages.tooLong, { max: fieldLimits.company }));
    expect(frenchValidityMessage('company', control('x'.repeat(fieldLimits.company)))).toBe('');
  });

  it('a field without a limit or a rule is valid', () => {
    expect(frenchValidityMessage('service', control('paie'))).toBe('');
  });
});

describe('the mobile menu as the app runs it', () => {
  it('closes when the viewport grows past the desktop breakpoint', () => {
    let notify: (() => void) | undefined;
    let wide = false;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return wide;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => {
            notify = listener;
          },
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const menu = createActor(appMobileMenuMachine).start();
    menu.send({ type: 'menu.toggle' });
    expect(menu.getSnapshot().value).toBe('open');
    notify?.();
    expect(menu.getSnapshot().value).toBe('open');
    wide = true;
    notify?.();
    expect(menu.getSnapshot().value).toBe('closed');
    menu.stop();
  });
});

describe('layout actors', () => {
  it('say which provider is missing when a component is used outside the frame', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useMenuActor();
      return null;
    }
    expect(() => act(() => void render(<Orphan />))).toThrow('LayoutActorsProvider is missing');
  });
});

describe('mailtoHref', () => {
  it('without a name, the subject is « Demande de contact » alone', () => {
    expect(new URL(mailtoHref({ name: '', text: 'Bonjour' })).searchParams.get('subject')).toBe('Demande de contact');
  });
});
