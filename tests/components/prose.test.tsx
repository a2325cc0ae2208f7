import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Prose } from '../../src/components/Prose/Prose';
import { parseProse } from '../../src/content/prose';

describe('Prose', () => {
  it('renders paragraphs, both kinds of list, emphasis and links as elements', () => {
    const prose = parseProse('Un *mot* et un **autre**, [écrire](mailto:rh@example.com).\n\n- un\n- deux\n\n1. premier\n2. second');
    const { container } = render(<Prose prose={prose} className="texte" paragraphClassName="para" />);
    expect(container.firstElementChild).toHaveClass('texte');
    expect(container.querySelector('p.para')?.innerHTML).toBe('Un <em>mot</em> et un <strong>autre</strong>, <a href="mailto:rh@example.com">écrire</a>.');
    expect([...container.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual(['un', 'deux']);
    expect([...container.querySelectorAll('ol > li')].map((item) => item.textContent)).toEqual(['premier', 'second']);
    expect(screen.getByRole('link', { name: 'écrire' })).toHaveAttribute('href', 'mailto:rh@example.com');
  });

  it('shows what looks like HTML in text as text', () => {
    const prose = [{ p: ['<img src=x onerror=alert(1)> & <b>gras</b>'] }];
    const { container } = render(<Prose prose={prose} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> & <b>gras</b>');
  });
});
