/**
 * The editor's preview of the reply templates (src/admin/RepliesPreview.tsx): each template as the
 * mail client will open it, filled in for an example person of its kind.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { templates } from 'virtual:content/replies';
import { RepliesPreview } from '../../src/admin/RepliesPreview';

describe('the reply templates’ preview', () => {
  it('shows each template by its name, filled in for an example of whom it answers', () => {
    const { container } = render(<RepliesPreview />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(templates.map((template) => template.name));
    const text = container.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Candidatures à une offre · exemple : la candidature d’Awa Ndiaye');
    expect(text).toContain('Objet : Votre candidature au poste de Comptable senior (réf. SRH-2026-031)');
    expect(text).toContain('Bonjour Mame Diarra,');
    expect(text).toContain('Messages de clients · exemple : le message d’Ousmane Sow');
    expect(text).toContain('Bonjour Ousmane,');
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
