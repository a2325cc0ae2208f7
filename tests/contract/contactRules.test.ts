// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailForbiddenCharacter, emailPattern, textProblem, textProblems, type ContactPayload } from '../../contract/contactRules';

/** The hostile inputs of issue 54. */
const hostileAddress = 'x%40victim.example?bcc=spy%40evil.example&body=hello&y=@example.sn';
const headerName = 'Awa\r\nBcc: spy@evil.example';

const payload: ContactPayload = { name: 'Awa Ndiaye', email: 'awa@example.sn', phone: '', company: '', service: null, message: 'Bonjour', offer: null };

describe('the e-mail address: a strict pattern, the same in the form and the Worker', () => {
  it.each([
    'awa@example.sn',
    'awa.ndiaye@example.sn',
    'awa-ndiaye@mon-entreprise.sn',
    'prenom.nom+rh@example.sn',
    'a_b@mail.rh.example.co.sn',
    'AWA.Diop2@Example.SN',
    'contact@xn--sngal-bsab.sn',
    'fatou@xn--dakar-emploi-9kb.xn--wgbh1c',
  ])('accepts a real address: %s', (address) => {
    expect(emailPattern.test(address)).toBe(true);
    expect(textProblem('email', address)).toBeUndefined();
  });

  it.each([
    hostileAddress,
    'awa?cc=spy@example.sn',
    'awa&body=x@example.sn',
    'awa=x@example.sn',
    'awa%40x@example.sn',
    'awa#x@example.sn',
    'awa ndiaye@example.sn',
    '"awa"@example.sn',
    "awa'x@example.sn",
    '<awa@example.sn>',
    'awa@example.sn>',
    'awa\r\nbcc:spy@example.sn',
    'awa\t@example.sn',
    'awa\u0000@example.sn',
    'awa\u0085@example.sn',
    'awa,spy@example.sn',
    'awa@example.sn?subject=x',
    'awa@exa mple.sn',
    'awa@sénégal.sn',
    'aïssatou@example.sn',
  ])('refuses %j for a character no address accepts (its own message: a character to remove)', (address) => {
    expect(emailPattern.test(address)).toBe(false);
    expect(emailForbiddenCharacter.test(address)).toBe(true);
    expect(textProblem('email', address)).toBe('emailCharacters');
  });

  it.each(['awa@example', 'awa@-example.sn', 'awa-@example.sn-', '.awa@example.sn', 'awa.@example.sn', 'awa..ndiaye@example.sn', 'awa@@example.sn', 'awa@', '@example.sn', 'awa.example.sn'])(
    'refuses %j as incomplete: every character is one an address takes, its shape is not an address’s',
    (address) => {
      expect(emailPattern.test(address)).toBe(false);
      expect(emailForbiddenCharacter.test(address)).toBe(false);
      expect(textProblem('email', address)).toBe('emailInvalid');
    },
  );

  it('refuses the issue’s hostile address in a whole message, and nothing else', () => {
    expect(textProblems({ ...payload, email: hostileAddress })).toEqual({ email: 'emailCharacters' });
  });
});

describe('the name: no control character, no bidirectional override', () => {
  it.each([
    ['CR LF (a header’s line)', headerName],
    ['LF', 'Awa\nNdiaye'],
    ['a tab', 'Awa\tNdiaye'],
    ['NUL', 'Awa\u0000'],
    ['U+001F', 'Awa\u001F'],
    ['DEL', 'Awa\u007F'],
    ['a C1 control (NEL)', 'Awa\u0085Ndiaye'],
    ['U+009F', 'Awa\u009F'],
    ['a right-to-left override', 'Awa \u202Eeyaidn'],
    ['a left-to-right embedding', '\u202AAwa'],
    ['a right-to-left isolate', 'Awa \u2067Ndiaye\u2069'],
    ['a first strong isolate', '\u2068Awa'],
  ])('refuses %s', (_, name) => {
    expect(textProblem('name', name)).toBe('nameInvalid');
    expect(textProblems({ ...payload, name })).toEqual({ name: 'nameInvalid' });
  });

  it.each(['Awa Ndiaye', 'Ndèye Fatou Diop', 'Mame Diarra Bousso N’Diaye', "Aïssatou O'Brien-Sall", 'محمد ديوب', 'https://Evil.example/pay Votre compte est suspendu appelez le +221 77 000 00 00'])(
    'accepts %j: the rule is about characters, the links and headers clean the rest',
    (name) => {
      expect(textProblem('name', name)).toBeUndefined();
    },
  );

  it('a missing name and a name too long keep their own problems', () => {
    expect(textProblem('name', '  ')).toBe('missing');
    expect(textProblem('name', `${'a'.repeat(101)}\n`)).toBe('tooLong');
  });
});
