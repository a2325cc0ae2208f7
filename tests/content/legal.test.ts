// @vitest-environment node
/**
 * The legal pages' content (content/pages/legal.yml): the values the firm must still fill in are
 * found, by file and field, and every production build lists them (vite.config.ts,
 * legalValuesWarning); a broken legal file is refused in French like any other.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse as parseJsonc } from 'jsonc-parser';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { useContentCopy } from '../contentCopies';
import { plain } from '../specText';
import { toFillWarning, valuesToFill } from '../../src/content/toFillReport';
import { isToFill } from '../../src/lib/toFillMark';
import { legalValuesWarning } from '../../vite.config';

const copy = useContentCopy('legal');
const { problems } = copy;
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Replaces `from` (which must be there) by `to` in content/pages/legal.yml. */
const change = (from: string | RegExp, to: string) => copy.change('pages/legal.yml', from, to);

describe('a value still « À compléter »', () => {
  it('is recognised whatever its case or what follows, and only at the start', () => {
    expect(isToFill('À compléter : numéro RCCM')).toBe(true);
    expect(isToFill('  à COMPLÉTER')).toBe(true);
    expect(isToFill('SN-DKR-2012-B-12345')).toBe(false);
    expect(isToFill('Champ à compléter plus tard')).toBe(false);
  });

  it('is listed by file and field, for every one the shipped content has', () => {
    expect(valuesToFill(copy.load())).toEqual([
      'content/pages/legal.yml : « company.legalForm »',
      'content/pages/legal.yml : « company.capital »',
      'content/pages/legal.yml : « company.headOffice »',
      'content/pages/legal.yml : « company.rccm »',
      'content/pages/legal.yml : « company.ninea »',
      'content/pages/legal.yml : « company.director »',
      'content/pages/legal.yml : « cdpReceipt »',
    ]);
  });

  it('names the form’s other service only for a build that sends to one', () => {
    expect(valuesToFill(copy.load(), { otherFormService: true })).toEqual(
      expect.arrayContaining(['content/pages/legal.yml : « formBackend.name »', 'content/pages/legal.yml : « formBackend.country »']),
    );
    expect(valuesToFill(copy.load()).join('\n')).not.toContain('formBackend');
  });

  it('leaves the list once filled in, and one typed anywhere else is found too', () => {
    change(/^ {2}rccm: .*$/m, '  rccm: SN-DKR-2012-B-12345');
    change(/^cdpReceipt: .*$/m, 'cdpReceipt: 2024-0042');
    const member = copy.file('team/aissatou-ba.yml');
    writeFileSync(member, readFileSync(member, 'utf8').replace(/^role: .*$/m, 'role: À compléter'));
    const lines = valuesToFill(copy.load());
    expect(lines).not.toContain('content/pages/legal.yml : « company.rccm »');
    expect(lines).not.toContain('content/pages/legal.yml : « cdpReceipt »');
    expect(lines).toContain('content/team/aissatou-ba.yml : « role »');
  });

  it('makes the production build warn, once, with each line; nothing when none is left', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const run = (mode: string, ssr = false, env: Record<string, string> = {}) => {
      const plugin = legalValuesWarning() as { configResolved: (config: ResolvedConfig) => void; closeBundle: () => void };
      plugin.configResolved({ mode, build: { ssr }, env } as unknown as ResolvedConfig);
      plugin.closeBundle();
    };
    vi.stubEnv('CONTENT_DIR', copy.dir);
    run('production');
    run('production', true);
    run('development');
    expect(warn).toHaveBeenCalledTimes(1);
    const warning = String(warn.mock.calls[0]![0]);
    expect(warning).toContain('7 legal value(s) still read « À compléter »');
    expect(warning).toContain('• content/pages/legal.yml : « cdpReceipt »');
    run('production', false, { VITE_CONTACT_ENDPOINT: 'https://forms.example.test/contact' });
    expect(String(warn.mock.calls[1]![0])).toContain('9 legal value(s) still read « À compléter »');
    expect(toFillWarning([])).toBeUndefined();
  });
});

describe('where CVs travel (legal.yml `attachCv`)', () => {
  it('the build keeps the privacy page’s sentence that matches the setting, and only that one', () => {
    const off = copy.load().pages.legal;
    expect(off.attachCv).toBe(false);
    expect(plain(off.privacy.cv)).toMatch(/^Le CV que vous joignez .*Votre CV ne voyage pas par e-mail/);
    expect(off.privacy).not.toHaveProperty('cvInInbox');
    expect(off.privacy).not.toHaveProperty('cvByEmail');
    change(/^attachCv: false$/m, 'attachCv: true');
    const on = copy.load().pages.legal;
    expect(on.attachCv).toBe(true);
    expect(plain(on.privacy.cv)).toMatch(/Votre CV nous est aussi envoyé en pièce jointe .*cette copie reste dans notre messagerie/);
  });
});

describe('what the privacy page says the rate limit keeps', () => {
  it('is the window wrangler.jsonc sets, per sender and per connection', () => {
    const { vars, triggers } = parseJsonc(readFileSync('wrangler.jsonc', 'utf8')) as { vars: Record<string, string>; triggers: { crons: string[] } };
    const [sender, connection] = [vars.RATE_LIMIT, vars.RATE_LIMIT_IP].map((setting) => Number(/^\d+\/(\d+)$/.exec(setting!)![1]) / 60);
    expect(connection).toBe(sender);
    // The entries past their window are forgotten by the run every 10 minutes (worker/schedule.ts).
    expect(triggers.crons).toContain('*/10 * * * *');
    const abuse = (parse(readFileSync('content/pages/legal.yml', 'utf8')) as { privacy: { abuse: string } }).privacy.abuse;
    expect(abuse).toContain(`envois des ${sender} dernières minutes, puis sont effacées dans les 10 minutes qui suivent`);
    expect(abuse).toMatch(/empreintes.*adresse e-mail.*adresse IP/);
  });
});

describe('a broken legal file', () => {
  it('two processings of the same kind', () => {
    change('  - id: candidatures', '  - id: contact');
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/pages\/legal\.yml, ligne \d+ : « privacy\.processings » \(Traitements\) il faut un traitement « Messages de contact » et un traitement « Candidatures », une fois chacun$/),
    ]);
  });

  it('the CDP sentence without its receipt number', () => {
    change('récépissé n° {recepisse}.', 'récépissé en cours.');
    expect(problems()).toEqual([expect.stringMatching(/^content\/pages\/legal\.yml, ligne \d+ : « privacy\.cdp » \(Déclaration à la CDP\) doit contenir « \{recepisse\} »/)]);
  });

  it('a setting that is not yes or no, or missing', () => {
    change(/^attachCv: false$/m, 'attachCv: oui');
    expect(problems()).toEqual([expect.stringMatching(/^content\/pages\/legal\.yml, ligne \d+ : « attachCv » \(Joindre le CV à l’e-mail du cabinet\) doit être oui ou non, pas un texte$/)]);
    change(/^attachCv: oui\n/m, '');
    expect(problems()).toEqual([expect.stringMatching(/^content\/pages\/legal\.yml, ligne \d+ : « attachCv » \(Joindre le CV à l’e-mail du cabinet\) est obligatoire \(oui ou non attendu\)$/)]);
  });

  it('an empty RCCM', () => {
    change(/^ {2}rccm: .*$/m, '  rccm: ""');
    expect(problems()).toEqual([expect.stringMatching(/^content\/pages\/legal\.yml, ligne 6 : « company\.rccm » \(Numéro RCCM\) est obligatoire/)]);
  });
});
