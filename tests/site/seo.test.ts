// @vitest-environment node
// Pure functions: no DOM needed, and Node starts much faster than jsdom.
import { describe, it, expect } from 'vitest';
import { headTags, sharedHeadTags } from '../../src/site/seo';
import { organizationJsonLd } from '../../src/site/structuredData';
import { photoSrcSet, photoUrl } from '../../src/lib/stockImage';
import { mailtoHref, whatsappHref } from '../../src/site/contactLinks';
import { messageAsText } from '../../src/site/messageText';
import { failure as failureCopy } from 'virtual:content/contact';
import { draftStorageKey, readDraft, writeDraft } from '../../src/actors/drafts';
import { seo as aboutSeo } from 'virtual:content/about';
import { seo as contactSeo } from 'virtual:content/contact';
import { seo as homeSeo } from 'virtual:content/home';
import { seo as servicesSeo } from 'virtual:content/services';
import { seo as offersSeo } from 'virtual:content/offers';
import { notice, privacy } from 'virtual:content/legal';
import * as site from 'virtual:content/site';
import { notFound } from 'virtual:content/ui';
import type { StockImage } from '../../src/content/types';
import { allPhotos } from '../contentCopy';
import { emptyFields, type ContactFields, type ContactPayload } from '../../machines';

type Head = ReturnType<typeof sharedHeadTags>;
type MetaTag = Head['meta'][number];

/** The content of the one meta tag with this name or property; fails when absent or repeated. */
function metaContent(head: Head, key: string): string | undefined {
  const found = head.meta.filter(
    (tag: MetaTag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key),
  );
  expect(found.length, `meta ${key} appears at most once`).toBeLessThanOrEqual(1);
  const tag = found[0] as { content?: string } | undefined;
  return tag?.content;
}

function titleOf(head: Head): string | undefined {
  const tags = head.meta.filter((tag: MetaTag) => 'title' in tag);
  expect(tags).toHaveLength(1);
  return (tags[0] as { title: string }).title;
}

describe('sharedHeadTags(): what the prerendered pages carry', () => {
  const page = { title: 'Nos services RH', description: 'Intérim, recrutement, paie et IPM à Dakar.', path: '/services' };

  it('appends « | Sunu RH Conseil » to the title', () => {
    expect(titleOf(sharedHeadTags(page))).toBe('Nos services RH | Sunu RH Conseil');
  });

  it('leaves a title that already names the firm as it is', () => {
    const title = 'Sunu RH Conseil – cabinet RH à Dakar';
    expect(titleOf(sharedHeadTags({ ...page, title }))).toBe(title);
  });

  it('sets the meta description', () => {
    expect(metaContent(sharedHeadTags(page), 'description')).toBe(page.description);
  });

  it('links the canonical URL built from site.url and the path', () => {
    const head = sharedHeadTags(page);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${site.url}/services` }]);
    expect(new URL(head.links[0]!.href).pathname).toBe('/services');
  });

  it('the home page’s canonical URL is the site root', () => {
    const href = sharedHeadTags({ ...page, path: '/' }).links[0]!.href;
    expect(href).toBe(`${site.url}/`);
    expect(href).not.toMatch(/[^:]\/\//);
  });

  it('sets og:title, og:description and og:url like the title, description and canonical', () => {
    const head = sharedHeadTags(page);
    expect(metaContent(head, 'og:title')).toBe('Nos services RH | Sunu RH Conseil');
    expect(metaContent(head, 'og:description')).toBe(page.description);
    expect(metaContent(head, 'og:url')).toBe(`${site.url}/services`);
  });

  it('sets an absolute og:image ending with /og-image.jpg, 1200 × 630', () => {
    const head = sharedHeadTags(page);
    const image = metaContent(head, 'og:image')!;
    expect(new URL(image).origin).toBe(new URL(site.url).origin);
    expect(image).toMatch(/^https:\/\/.+\/og-image\.jpg$/);
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
  });

  it('sets a large-image Twitter card with the same title, description and image', () => {
    const head = sharedHeadTags(page);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe(metaContent(head, 'og:title'));
    expect(metaContent(head, 'twitter:description')).toBe(page.description);
    expect(metaContent(head, 'twitter:image')).toBe(metaContent(head, 'og:image'));
  });

  it('headTags(), what the browser sets on navigation, is the same without the share tags', () => {
    const shared = sharedHeadTags(page);
    const plain = headTags(page);
    expect(plain.links).toEqual(shared.links);
    expect(plain.meta).toEqual(shared.meta.filter((tag) => !('property' in tag) && !String(tag.name).startsWith('twitter:')));
    expect(plain.meta.length).toBeLessThan(shared.meta.length);
  });

  it('an indexable page has no robots noindex', () => {
    expect(metaContent(sharedHeadTags(page), 'robots')).toBeUndefined();
  });

  it('without a path: no canonical link, no og:url, and robots noindex', () => {
    const head = sharedHeadTags({ title: 'Page non trouvée', description: 'Cette page n’existe pas.' });
    expect(head.links).toEqual([]);
    expect(metaContent(head, 'og:url')).toBeUndefined();
    expect(metaContent(head, 'robots')).toBe('noindex');
  });
});

describe('pages’ SEO copy', () => {
  const pages = {
    home: homeSeo,
    about: aboutSeo,
    services: servicesSeo,
    contact: contactSeo,
    offers: offersSeo,
    legalNotice: notice.seo,
    privacy: privacy.seo,
  };

  it.each(Object.entries(pages))('%s has a description of 50 to 160 characters', (_page, copy) => {
    expect(copy.description.length).toBeGreaterThanOrEqual(50);
    expect(copy.description.length).toBeLessThanOrEqual(160);
    expect(copy.description).toBe(copy.description.trim());
  });

  it('every page has its own title, also once « | Sunu RH Conseil » is appended', () => {
    const titles = [...Object.values(pages), { title: notFound.title }].map((copy) => copy.title);
    expect(new Set(titles).size).toBe(titles.length);
    const full = Object.values(pages).map((copy) => titleOf(sharedHeadTags({ ...copy, path: '/' }))).concat(titleOf(sharedHeadTags({ ...{ title: notFound.title }, description: '', path: '/' })));
    expect(new Set(full).size).toBe(full.length);
  });

  it('every page has its own description', () => {
    const descriptions = Object.values(pages).map((copy) => copy.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('organizationJsonLd()', () => {
  const data = organizationJsonLd();

  it('describes a schema.org ProfessionalService named Sunu RH Conseil', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe('Sunu RH Conseil');
  });

  it('gives the phone (+221 33 000 00 00) in international form and the e-mail', () => {
    expect(data.telephone).toBe('+221330000000');
    expect(data.email).toBe(site.email);
    expect(data.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('is located in Dakar, Senegal (SN)', () => {
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Dakar', addressCountry: 'SN' });
  });

  it('opens Monday–Friday 09:00–18:00 and Saturday 09:00–13:00, never on Sunday', () => {
    const slots = data.openingHoursSpecification.map(({ dayOfWeek, opens, closes }) => ({
      days: [...dayOfWeek],
      opens,
      closes,
    }));
    expect(slots).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(JSON.stringify(data)).not.toContain('Sunday');
    for (const slot of data.openingHoursSpecification) expect(slot['@type']).toBe('OpeningHoursSpecification');
  });

  it('lists the social profiles in sameAs', () => {
    expect(data.sameAs).toEqual(site.socials.map((social) => social.url));
    expect(data.sameAs.length).toBeGreaterThan(0);
    for (const url of data.sameAs) expect(url).toMatch(/^https:\/\//);
  });

  it('its URLs are absolute', () => {
    expect(data.url).toBe(`${site.url}/`);
    expect(data.image).toMatch(/^https:\/\/.+\/og-image\.jpg$/);
  });

  it('survives JSON serialisation unchanged (no undefined, no function, no Date)', () => {
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(data);
  });
});

describe('photoUrl() / photoSrcSet()', () => {
  const landscape: StockImage = { id: 'photo-1234567890-abcdef', alt: 'Bureau', width: 1200, height: 800 };
  const odd: StockImage = { id: 'photo-odd', alt: 'Héros', width: 1600, height: 1067 };

  it('points at the stock host, at the photo’s id', () => {
    const url = new URL(photoUrl(landscape, 640));
    expect(url.origin).toBe('https://images.unsplash.com');
    expect(url.pathname).toBe('/photo-1234567890-abcdef');
  });

  it('asks for the width given and the height that keeps the aspect ratio, cropped', () => {
    const params = new URL(photoUrl(landscape, 600)).searchParams;
    expect(params.get('w')).toBe('600');
    expect(params.get('h')).toBe('400');
    expect(params.get('fit')).toBe('crop');
    expect(params.get('auto')).toBe('format');
  });

  it('rounds the height to the nearest whole pixel', () => {
    // 320 × 1067 / 1600 = 213.4
    expect(new URL(photoUrl(odd, 320)).searchParams.get('h')).toBe('213');
    // 480 × 1067 / 1600 = 320.1
    expect(new URL(photoUrl(odd, 480)).searchParams.get('h')).toBe('320');
    // 640 × 1067 / 1600 = 426.8
    expect(new URL(photoUrl(odd, 640)).searchParams.get('h')).toBe('427');
  });

  it('offers ascending widths up to the photo’s own width, each as « url Nw »', () => {
    const candidates = photoSrcSet(landscape).split(', ');
    const widths = candidates.map((candidate) => Number(candidate.split(' ')[1]!.replace(/w$/, '')));
    expect(widths).toEqual([320, 480, 640, 800, 1080, 1200]);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    for (const candidate of candidates) {
      const [url, descriptor] = candidate.split(' ');
      expect(candidate.split(' ')).toHaveLength(2);
      expect(new URL(url!).searchParams.get('w')).toBe(descriptor!.replace(/w$/, ''));
    }
  });

  it('never offers a width larger than the photo', () => {
    const small: StockImage = { ...landscape, width: 500, height: 500 };
    const widths = photoSrcSet(small)
      .split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]!.replace(/w$/, '')));
    expect(Math.max(...widths)).toBeLessThanOrEqual(500);
  });

  it('every site photo has a French alt text and a srcset', () => {
    for (const image of allPhotos) {
      expect(image.alt.trim()).not.toBe('');
      expect(photoSrcSet(image)).not.toBe('');
    }
  });
});

describe('contact links', () => {
  const payload: ContactPayload = {
    name: 'Aminata Ndiaye',
    email: 'aminata@entreprise.sn',
    phone: '+221 77 123 45 67',
    company: 'Baobab Distribution',
    service: 'paie',
    message: 'Bonjour,\nnous cherchons un gestionnaire de paie.',
    offer: null,
  };

  /** The payload as the failure alert gets it. */
  const composed = (fields: ContactPayload) => ({ name: fields.name, text: messageAsText(fields) });

  /** The decoded query parameter of a mailto: or https: link. */
  const param = (href: string, name: string) => new URL(href).searchParams.get(name);

  it('messageAsText lists the fields in French, then the message', () => {
    const text = messageAsText(payload);
    expect(text).toContain('Aminata Ndiaye');
    expect(text).toContain('aminata@entreprise.sn');
    expect(text).toContain('+221 77 123 45 67');
    expect(text).toContain('Baobab Distribution');
    expect(text).toMatch(/Service\s*: Gestion de la paie/);
    expect(text).not.toMatch(/^Service\s*: paie$/m);
    expect(text.endsWith('\n\nBonjour,\nnous cherchons un gestionnaire de paie.')).toBe(true);
  });

  it('messageAsText leaves out empty optional fields and an unchosen service', () => {
    const text = messageAsText({ ...payload, phone: '', company: '', service: null });
    expect(text).not.toMatch(/Téléphone|Entreprise|Service/);
    expect(text).not.toContain('null');
    expect(text).toMatch(/Nom complet\s*: Aminata Ndiaye/);
  });

  it('mailtoHref writes to the firm’s address with a subject and the whole message as body', () => {
    const href = mailtoHref(composed(payload));
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    expect(param(href, 'subject')).toContain('Aminata Ndiaye');
    expect(param(href, 'body')).toBe(messageAsText(payload));
  });

  it('whatsappHref opens a chat with the firm’s number, prefilled with the message', () => {
    const href = whatsappHref(messageAsText(payload));
    expect(href.startsWith('https://wa.me/221330000000?text=')).toBe(true);
    expect(param(href, 'text')).toBe(messageAsText(payload));
  });

  it('whatsappHref without a message opens a plain chat', () => {
    expect(whatsappHref()).toBe('https://wa.me/221330000000');
  });

  const hostile: Record<string, string> = {
    markup: '<b onmouseover="alert(1)">gras</b> & "guillemets" \'simples\'',
    script: '<script>alert(document.cookie)</script>',
    'URL syntax': 'a?b=c&body=injecté#fragment%20 +plus /slash\\',
    emoji: 'Merci 👋🏾🇸🇳 à toute l’équipe 🙏',
    'Arabic (RTL)': 'مرحبا، نحتاج إلى موظفين مؤقتين \u202Eعكس\u202C في داكار',
    'control characters': 'ligne 1\r\nligne 2\ttab\u0000nul',
    '20 000 characters': 'é'.repeat(10_000) + 'x'.repeat(10_000),
    'half an emoji (lone surrogate)': 'Bonjour \uD83D et \uDE4F fin',
  };

  /**
   * What a link should carry, written out per case rather than recomputed: the whole text, except
   * that half emoji become U+FFFD and a text past the prefill limit is cut, with a note.
   */
  const expectedPrefill = (kind: string, text: string) => {
    if (kind === 'half an emoji (lone surrogate)') return text.replaceAll('Bonjour \uD83D et \uDE4F fin', 'Bonjour \uFFFD et \uFFFD fin');
    if (kind === '20 000 characters') return `${text.slice(0, 1500)}…\n${failureCopy.truncated}`;
    return text;
  };

  describe.each(Object.entries(hostile))('with %s in every field', (kind, text) => {
    const evil: ContactPayload = { name: text, email: text, phone: text, company: text, service: null, message: text, offer: { reference: 'SRH-1', title: text } };

    it('mailtoHref encodes it: only URL-safe characters, and it decodes back exactly', () => {
      const href = mailtoHref(composed(evil));
      expect(href).toMatch(/^mailto:[^?]+\?subject=[A-Za-z0-9%\-_.!~*'()]*&body=[A-Za-z0-9%\-_.!~*'()]*$/);
      expect(href).not.toMatch(/[<>"\s#]/);
      expect(param(href, 'body')).toBe(expectedPrefill(kind, messageAsText(evil)));
      expect(param(href, 'subject')).toContain(expectedPrefill(kind, text).slice(0, 50));
    });

    it('whatsappHref encodes it: only URL-safe characters, and it decodes back exactly', () => {
      const href = whatsappHref(messageAsText(evil));
      expect(href).toMatch(/^https:\/\/wa\.me\/221330000000\?text=[A-Za-z0-9%\-_.!~*'()]*$/);
      expect(param(href, 'text')).toBe(expectedPrefill(kind, messageAsText(evil)));
    });

    it('messageAsText keeps it verbatim (it is text, never markup)', () => {
      expect(messageAsText(evil).endsWith(`\n\n${text}`)).toBe(true);
    });
  });
});

describe('contact drafts: readDraft() / writeDraft()', () => {
  /** An in-memory Storage. */
  function memoryStorage(initial: Record<string, string> = {}): Storage {
    const data = new Map(Object.entries(initial));
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, String(value)),
    };
  }

  /** A Storage that refuses everything, like Safari's private mode or a full quota. */
  const throwingStorage: Storage = {
    length: 0,
    clear: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    key: () => null,
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  };

  const stored = (value: unknown) => memoryStorage({ [draftStorageKey]: JSON.stringify(value) });
  const fields = (partial: Partial<ContactFields>): ContactFields => ({ ...emptyFields, ...partial });

  it('drops a service the form does not offer (tampered or outdated draft)', () => {
    const storage = memoryStorage({ [draftStorageKey]: JSON.stringify({ name: 'Awa', service: 'hacker' }) });
    expect(readDraft(storage)?.fields).toEqual({ name: 'Awa' });
    const valid = memoryStorage({ [draftStorageKey]: JSON.stringify({ service: 'ipm' }) });
    expect(readDraft(valid)?.fields).toEqual({ service: 'ipm' });
  });

  it('reads nothing when there is no draft', () => {
    expect(readDraft(memoryStorage())).toBeNull();
  });

  it('reads the known string fields of a draft', () => {
    const draft = { name: 'Aminata', email: 'a@b.sn', phone: '77', company: 'Kaay', service: 'ipm', message: 'Bonjour' };
    expect(readDraft(stored(draft))?.fields).toEqual(draft);
  });

  it('ignores unknown keys', () => {
    expect(readDraft(stored({ name: 'Aminata', admin: 'true', __proto__x: 'y', constructor: 'z' }))?.fields).toEqual({ name: 'Aminata' });
  });

  it('never reads the honeypot back', () => {
    expect(readDraft(stored({ name: 'Aminata', website: 'http://spam.example' }))?.fields).toEqual({ name: 'Aminata' });
    expect(readDraft(stored({ website: 'http://spam.example' }))).toBeNull();
  });

  it('ignores values that are not strings', () => {
    const draft = { name: 42, email: null, phone: ['77'], company: { x: 1 }, message: true, service: 'rh' };
    expect(readDraft(stored(draft))?.fields).toEqual({ service: 'rh' });
  });

  it.each([
    ['corrupted JSON', '{"name": "Amin'],
    ['not JSON', 'bonjour'],
    ['a number', '42'],
    ['a string', '"Aminata"'],
    ['null', 'null'],
    ['an array', '["Aminata"]'],
    ['an empty object', '{}'],
    ['fields hidden behind __proto__', '{"__proto__": {"name": "pirate"}}'],
  ])('returns null for %s', (_case, raw) => {
    expect(readDraft(memoryStorage({ [draftStorageKey]: raw }))).toBeNull();
  });

  it('reads only its own key', () => {
    expect(readDraft(memoryStorage({ 'another-key': JSON.stringify({ name: 'Aminata' }) }))).toBeNull();
  });

  it('writes the fields under draftStorageKey, and reads them back', () => {
    const storage = memoryStorage();
    const typed = fields({ name: 'Aminata', email: 'a@b.sn', service: 'paie', message: 'Bonjour' });
    writeDraft(storage, typed);
    expect(storage.getItem(draftStorageKey)).not.toBeNull();
    const { website: _honeypot, ...expected } = typed;
    expect(readDraft(storage)?.fields).toEqual(expected);
  });

  it('never writes the honeypot', () => {
    const storage = memoryStorage();
    writeDraft(storage, fields({ name: 'Aminata', website: 'http://spam.example' }));
    const raw = storage.getItem(draftStorageKey)!;
    expect(raw).not.toContain('spam.example');
    expect(JSON.parse(raw)).not.toHaveProperty('website');
  });

  it('removes the key when every field is empty', () => {
    const storage = stored({ name: 'Aminata' });
    writeDraft(storage, fields({}));
    expect(storage.getItem(draftStorageKey)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('removes the key when only the honeypot is filled', () => {
    const storage = stored({ name: 'Aminata' });
    writeDraft(storage, fields({ website: 'http://spam.example' }));
    expect(storage.getItem(draftStorageKey)).toBeNull();
  });

  it('keeps a draft where only the service is chosen', () => {
    const storage = memoryStorage();
    writeDraft(storage, fields({ service: 'interim' }));
    expect(readDraft(storage)?.fields).toMatchObject({ service: 'interim' });
  });

  it('survives a storage that throws: reading gives null, writing does nothing', () => {
    expect(readDraft(throwingStorage)).toBeNull();
    expect(() => writeDraft(throwingStorage, fields({ name: 'Aminata' }))).not.toThrow();
    expect(() => writeDraft(throwingStorage, fields({}))).not.toThrow();
  });

  it('leaves other keys of the storage alone', () => {
    const storage = memoryStorage({ other: 'kept' });
    writeDraft(storage, fields({ name: 'Aminata' }));
    writeDraft(storage, fields({}));
    expect(storage.getItem('other')).toBe('kept');
  });
  it('writes the CV’s name with the fields, and reads it back', () => {
    const storage = memoryStorage();
    writeDraft(storage, { name: 'Awa', email: '', phone: '', company: '', service: 'default', message: '', website: '' }, 'cv-awa.pdf');
    expect(readDraft(storage)).toEqual({ fields: { name: 'Awa', service: 'default', email: '', phone: '', company: '', message: '' }, cvName: 'cv-awa.pdf' });
  });

  it('keeps a draft that holds only a chosen CV, and ignores a name that is not text', () => {
    const storage = memoryStorage();
    writeDraft(storage, { name: '', email: '', phone: '', company: '', service: 'default', message: '', website: '' }, 'cv.pdf');
    expect(readDraft(storage)?.cvName).toBe('cv.pdf');
    expect(readDraft(memoryStorage({ [draftStorageKey]: JSON.stringify({ name: 'Awa', cvName: 42 }) }))).toEqual({ fields: { name: 'Awa' } });
  });
});
