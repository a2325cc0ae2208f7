/**
 * /confidentialite when the firm chose to receive CVs attached to its e-mail: the content loaded
 * from a copy of content/ with legal.yml `attachCv: true`, through the build's own loader (which
 * picks the sentence), in place of the shipped content. The shipped setting (off) is in legal.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { attachCv, host, privacy } from 'virtual:content/legal';
import { fill } from '../../src/lib/fill';
import { durationText } from '../../src/lib/retention';
import { renderApp } from '../components/renderApp';
import { plain } from '../specText';

vi.mock('virtual:content/legal', async (importOriginal) => {
  const { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { contentDir, loadContent } = await import('../../src/content/load');
  const dir = join(mkdtempSync(join(tmpdir(), 'attach-cv-')), 'content');
  try {
    cpSync(contentDir, dir, { recursive: true });
    const legal = join(dir, 'pages/legal.yml');
    writeFileSync(legal, readFileSync(legal, 'utf8').replace(/^attachCv: false$/m, 'attachCv: true'));
    const loaded = loadContent({ dir }).pages.legal;
    return { ...(await importOriginal<typeof import('virtual:content/legal')>()), attachCv: loaded.attachCv, privacy: loaded.privacy };
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

describe('/confidentialite with the CV attached to the firm’s e-mail', () => {
  it('says the CV also travels by e-mail and that this copy stays in the mailbox until the team deletes it', async () => {
    expect(attachCv).toBe(true);
    await renderApp('/confidentialite');
    const applications = privacy.processings.find((processing) => processing.id === 'candidatures')!;
    const cv = within(screen.getByRole('main')).getByRole('heading', { level: 2, name: privacy.cvTitle }).closest('section')!;
    expect(plain(cv.textContent)).toBe(plain(`${privacy.cvTitle}${fill(privacy.cv, { hebergeur: host.name, duree: durationText(applications.retentionMonths) })}`));
    expect(plain(cv.textContent)).toContain('Votre CV nous est aussi envoyé en pièce jointe');
    expect(plain(cv.textContent)).toContain('cette copie reste dans notre messagerie');
    expect(plain(cv.textContent)).not.toContain('ne voyage pas par e-mail');
  });
});
