/**
 * The legal pages in jsdom, the whole app rendered at their paths: the company's identity with the
 * values still « À compléter » marked and named for screen readers, and the privacy page's items
 * for both processings, its links, and the form's line (this build sends to no service).
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../components/renderApp';
import { attachCv, host, notice, privacy } from 'virtual:content/legal';
import { fill } from '../../src/lib/fill';
import { durationText } from '../../src/lib/retention';
import { email, phone } from 'virtual:content/site';
import { plain } from '../specText';

const main = () => screen.getByRole('main');

describe('/mentions-legales', () => {
  it('shows the identity, the host, the rights and the credits; unfilled values are marked', async () => {
    await renderApp('/mentions-legales');
    expect(screen.getByRole('heading', { level: 1, name: notice.hero.title })).toBeInTheDocument();
    const identity = within(main()).getByRole('heading', { name: notice.identityTitle }).closest('section')!;
    const labels = [...identity.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual([
      notice.labels.legalName,
      notice.labels.legalForm,
      notice.labels.capital,
      notice.labels.headOffice,
      notice.labels.rccm,
      notice.labels.ninea,
      notice.labels.director,
      notice.labels.phone,
      notice.labels.email,
    ]);
    expect(within(identity).getByText('Sunu RH Conseil').tagName).toBe('DD');
    const marks = main().querySelectorAll('mark[data-to-fill]');
    // The company's six values; the host (Cloudflare) is known.
    expect(marks.length).toBe(6);
    expect(plain(marks[0]!.textContent)).toMatch(new RegExp(`^${plain(notice.toFill)} : À compléter`));
    expect(within(identity).getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(within(identity).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(within(main()).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(plain(main().textContent)).toContain('Mis à jour le 24 novembre 2026');
  });
});

describe('/confidentialite', () => {
  it('tells, for the messages and the applications, why, what, what is mandatory, who receives, how long, on what basis', async () => {
    await renderApp('/confidentialite');
    expect(screen.getByRole('heading', { level: 1, name: privacy.hero.title })).toBeInTheDocument();
    for (const processing of privacy.processings) {
      const block = document.getElementById(processing.id)!;
      expect(within(block).getByRole('heading', { level: 3 })).toHaveTextContent(processing.title);
      const rows = [...block.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, plain(row.querySelector('dd')!.textContent)]);
      expect(rows.map(([label]) => label)).toEqual(Object.values(privacy.labels));
      expect(rows[0]![1]).toBe(plain(processing.purpose));
      // This build sends the form to the site's own Worker: its host is named, with its country.
      expect(rows[3]![1]).toBe(plain(`${processing.recipients} ${fill(privacy.siteWorker, { hebergeur: host.name, pays: host.country })}`));
      // How long, from the same number of months the Worker deletes them after.
      expect(rows[4]![1]).toBe(plain(fill(processing.retention, { duree: durationText(processing.retentionMonths) })));
      expect(rows[4]![1]).toMatch(/^(3 ans|2 ans) après leur réception/);
    }
    const controller = within(main()).getByRole('heading', { name: privacy.controllerTitle }).closest('section')!;
    expect(controller.querySelectorAll('mark[data-to-fill]')).toHaveLength(1);
    expect(within(controller).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const rights = within(main()).getByRole('heading', { name: privacy.rightsTitle }).closest('section')!;
    expect(within(rights).getByRole('link', { name: email })).toBeInTheDocument();
    expect(plain(rights.textContent)).toContain(plain(privacy.complaint));
    const cdp = within(main()).getByRole('heading', { name: privacy.cdpTitle }).closest('section')!;
    expect(plain(cdp.textContent)).toMatch(/récépissé n° .*À compléter/);
    expect(plain(main().textContent)).toContain('Aucun cookie, aucun traceur');
  });

  it('says where CVs are kept and that they do not travel by e-mail (legal.yml `attachCv: false`), and what the rate limit keeps', async () => {
    await renderApp('/confidentialite');
    expect(attachCv).toBe(false);
    const applications = privacy.processings.find((processing) => processing.id === 'candidatures')!;
    const cv = within(main()).getByRole('heading', { level: 2, name: privacy.cvTitle }).closest('section')!;
    expect(plain(cv.textContent)).toBe(plain(`${privacy.cvTitle}${fill(privacy.cv, { hebergeur: host.name, duree: durationText(applications.retentionMonths) })}`));
    expect(plain(cv.textContent)).toContain('chez Cloudflare, Inc.');
    expect(plain(cv.textContent)).toContain('Votre CV ne voyage pas par e-mail');
    expect(plain(cv.textContent)).toContain('2 ans après sa réception');
    expect(plain(main().textContent)).not.toContain('pièce jointe');
    // Who receives: the text of each message by e-mail, whatever the setting.
    expect(plain(main().textContent)).not.toContain('nous sont transmis par e-mail');
    const abuse = within(main()).getByRole('heading', { level: 2, name: privacy.abuseTitle }).closest('section')!;
    expect(plain(abuse.textContent)).toBe(plain(`${privacy.abuseTitle}${privacy.abuse}`));
    expect(plain(abuse.textContent)).toContain('l\'une calculée à partir de l\'adresse e-mail saisie, l\'autre à partir de l\'adresse IP');
  });
});

describe('the links to them', () => {
  it('the footer of every page, and the form’s privacy line on /contact', async () => {
    await renderApp('/contact');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(within(legal).getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/confidentialite');
    expect(screen.getByRole('link', { name: 'Vos données et vos droits' })).toHaveAttribute('href', '/confidentialite#contact');
  });
});
