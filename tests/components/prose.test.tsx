import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Prose } from '../../src/components/Prose/Prose';
import { ArticleBody } from '../../src/sections/Articles/ArticleBody';
import { parseArticleProse, parseProse, type Figure } from '../../src/content/prose';

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

describe('an image in an article’s text', () => {
  /** The parser's French reason for refusing `markdown`. */
  const refusal = (markdown: string, parse: (markdown: string) => unknown = parseArticleProse) => {
    try {
      parse(markdown);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`« ${markdown} » was accepted`);
  };

  it('alone in its paragraph, from the media folder: a figure with its description and its caption, in French typography', () => {
    const body = parseArticleProse('Avant.\n\n![L\'équipe *au travail* : à Dakar](/images/equipe-dakar.webp "Nos consultantes ; en 2026")  \n\nAprès.');
    expect(body.map((block) => Object.keys(block)[0])).toEqual(['p', 'figure', 'p']);
    expect(body[1]).toEqual({
      figure: { source: '/images/equipe-dakar.webp', files: {}, alt: 'L’équipe au travail\u00a0: à Dakar', caption: 'Nos consultantes\u202f; en 2026', width: 1280, height: 853, ownProportions: true },
    });
    // No title, no caption; a JPEG or a PNG too; a name the browser encoded is the file's own.
    expect(parseArticleProse('![Un graphique](/images/Graphique.PNG)')).toEqual([{ figure: expect.not.objectContaining({ caption: expect.anything() }) }]);
    expect(parseArticleProse('![Une photo](/images/photo.jpeg)')[0]).toMatchObject({ figure: { source: '/images/photo.jpeg' } });
    expect(parseArticleProse('![Une photo](/images/%C3%A9quipe.jpg)')[0]).toMatchObject({ figure: { source: '/images/équipe.jpg' } });
    // A « % » that encodes nothing is part of the name.
    expect(parseArticleProse('![Une photo](/images/100%.webp)')[0]).toMatchObject({ figure: { source: '/images/100%.webp' } });
  });

  it('refuses an image with no description', () => {
    expect(refusal('![](/images/equipe.webp)')).toBe('l’image « /images/equipe.webp » n’a pas de description : écrivez ce qu’elle montre dans sa « Description » (le texte entre les crochets de ![…](…))');
    expect(refusal('![  ](/images/equipe.webp "Une légende")')).toContain('n’a pas de description');
  });

  it('refuses an image from another site or another folder, and a file that is not a JPEG, PNG or WebP photo', () => {
    const outside = (href: string) => `l’image « ${href} » doit être une photo téléversée dans la médiathèque, dont l’adresse commence par « /images/ » : les images d’autres sites ou d’autres dossiers ne sont pas autorisées`;
    for (const href of ['https://images.unsplash.com/photo-1552664730-d307ca884978', 'http://example.com/photo.jpg', '/assets/photos/equipe-800w-1a2b3c4d.webp', 'images/equipe.webp', '/images/sous-dossier/equipe.webp', '/images/..%2Fsite.yml', '//example.com/images/a.webp', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(refusal(`![Une photo](${href})`), href).toBe(outside(href));
    }
    expect(refusal('![Un logo](/images/logo.svg)')).toBe('l’image « /images/logo.svg » n’est pas une photo JPEG, PNG ou WebP');
    expect(refusal('![Une animation](/images/animation.gif)')).toBe('l’image « /images/animation.gif » n’est pas une photo JPEG, PNG ou WebP');
  });

  it('refuses an image in a sentence, a list, a table, a subheading, a quote or a link: only a paragraph of the image alone is a figure', () => {
    const notAlone = 'l’image « /images/equipe.webp » doit être seule dans son paragraphe, avec une ligne vide avant et après : pas dans une phrase, une liste, un tableau, un intertitre ni une citation';
    for (const markdown of [
      'Notre équipe ![L’équipe](/images/equipe.webp) vous reçoit.',
      '![L’équipe](/images/equipe.webp)\nNotre équipe vous reçoit.',
      '![L’équipe](/images/equipe.webp) ![Les bureaux](/images/equipe.webp)',
      '- ![L’équipe](/images/equipe.webp)',
      '| Photo |\n| --- |\n| ![L’équipe](/images/equipe.webp) |',
      '## ![L’équipe](/images/equipe.webp)',
      '> ![L’équipe](/images/equipe.webp)',
      '[![L’équipe](/images/equipe.webp)](https://www.example.com)',
      'Un **mot ![L’équipe](/images/equipe.webp)**',
    ]) {
      expect(refusal(markdown), markdown).toBe(notAlone);
    }
  });

  it('refuses what was meant as an image but cannot be read as one, rather than showing it as typed', () => {
    expect(refusal('![L’équipe](/images/mon équipe.webp)')).toBe('« ![L’équipe](/images/mon équipe.webp) » n’est pas une image lisible : le nom du fichier ne doit contenir ni espace ni parenthèse');
  });

  it('is still refused in the site’s other texts, which have a photo field', () => {
    expect(refusal('![L’équipe](/images/equipe.webp)', parseProse)).toBe('les images ne sont pas autorisées dans le texte (utilisez le champ photo)');
  });

  it('is drawn as a figure: the build’s files in its srcset, its size reserved, loaded lazily, its description as alt, its caption under it', () => {
    const files = { 320: '/assets/photos/equipe-320w-aaaaaaaa.webp', 480: '/assets/photos/equipe-480w-bbbbbbbb.webp', 600: '/assets/photos/equipe-600w-cccccccc.webp' };
    const figure: Figure = { files, alt: 'L’équipe au travail', caption: 'Nos consultantes, en 2026', width: 600, height: 900 };
    const { container } = render(<ArticleBody body={[{ p: ['Avant.'] }, { figure }, { figure: { ...figure, caption: undefined } }]} />);
    const [first, second] = container.querySelectorAll('figure');
    const image = first!.querySelector('img')!;
    expect(screen.getAllByRole('img', { name: 'L’équipe au travail' })).toHaveLength(2);
    expect(image).toHaveAttribute('src', files[600]);
    expect(image.getAttribute('srcset')).toBe(`${files[320]} 320w, ${files[480]} 480w, ${files[600]} 600w`);
    expect(image.getAttribute('sizes')).toMatch(/^\(min-width: 1024px\) \d+px, 100vw$/);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['600', '900']);
    expect([image.getAttribute('loading'), image.getAttribute('decoding')]).toEqual(['lazy', 'async']);
    expect(first!.querySelector('figcaption')?.textContent).toBe('Nos consultantes, en 2026');
    expect(second!.querySelector('figcaption')).toBeNull();
  });
});
