import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cvMaxBytes, fieldLimits, workerFormRulesPath, type WorkerFormRules } from '../../contract/contactRules';
import { fields, jsonRequest, multipartRequest, newKey, openOffer, origin, pdfBytes, rows, send, sendAt, storedFiles, withFormRules, withMailbox } from './helpers';
import { connectionOf, senderOf } from '../../worker/rateLimit';
import { strToU8, zipSync } from 'fflate';

/** A ZIP of `files` (name → text), as Word writes a package. */
const zipOf = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const rules = async () => (await (await env.ASSETS.fetch(`${origin}/donnees/formulaire.json`)).json()) as { messages: Record<string, string> };
const builtRules = async () => (await (await env.ASSETS.fetch(`${origin}${workerFormRulesPath}`)).json()) as WorkerFormRules;
const siteUrl = async () => ((await (await env.ASSETS.fetch(`${origin}/donnees/site.json`)).json()) as { url: string }).url;

describe('POST /api/messages: a message reaches the firm', () => {
  it('stores a JSON message before answering 201 { id }, then e-mails the firm with Reply-To the sender', async () => {
    const { env: testEnv, sent } = withMailbox();
    const response = await send(jsonRequest({ ...fields, offer: null }), testEnv);
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { id } = (await response.json()) as { id: string };
    const [row] = await rows();
    expect(row).toMatchObject({ id, kind: 'message', name: fields.name, email: fields.email, phone: fields.phone, company: fields.company, service: 'paie', message: fields.message, offer_reference: null, cv_key: null, email_attempts: 1 });
    expect(row.emailed_at).not.toBeNull();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.subject).toBe('Message – Gestion de la paie – Awa Ndiaye');
    expect(mail.to?.[0].address).toBe(env.FIRM_ADDRESS);
    expect(mail.from?.address).toBe(env.SENDER_ADDRESS);
    expect(mail.replyTo?.[0]).toMatchObject({ address: fields.email, name: fields.name });
    for (const value of [fields.name, fields.email, fields.phone, fields.company, 'Gestion de la paie', fields.message, id]) expect(mail.text).toContain(value);
    expect(mail.html).toBeUndefined();
    expect(mail.attachments).toHaveLength(0);
  });

  it('tells the firm when, in French and in Dakar’s time, and links to the entry in the inbox instead of a bare number', async () => {
    const { env: testEnv, sent } = withMailbox();
    const siteUrl = ((await (await env.ASSETS.fetch(`${origin}/donnees/site.json`)).json()) as { url: string }).url;
    const message = await sendAt(new Date('2026-11-26T14:05:00Z'), jsonRequest({ ...fields, offer: null }), testEnv);
    const application = await sendAt(new Date('2026-11-27T08:30:00Z'), multipartRequest({ ...fields, email: 'binta.sow@example.sn', offer: openOffer.reference, cv: new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }) }), testEnv);
    const ids = [((await message.json()) as { id: string }).id, ((await application.json()) as { id: string }).id];
    const [messageMail, applicationMail] = sent.map((mail) => mail.text ?? '');
    expect(messageMail).toContain('Reçu le\u00a0: jeudi 26 novembre 2026 à 14:05 (heure de Dakar)');
    expect(applicationMail).toContain('Reçue le\u00a0: vendredi 27 novembre 2026 à 08:30 (heure de Dakar)');
    expect(messageMail).toContain(`Le message dans la boîte de réception\u00a0: ${siteUrl}/admin/candidatures/?id=${ids[0]}`);
    expect(applicationMail).toContain(`La candidature dans la boîte de réception\u00a0: ${siteUrl}/admin/candidatures/?id=${ids[1]}`);
    // The id only in the link; no time in UTC.
    expect(messageMail.split(ids[0])).toHaveLength(2);
    for (const mail of [messageMail, applicationMail]) expect(mail).not.toMatch(/UTC|Numéro/);
  });

  it('stores an application with its CV in R2 under a random key; the e-mail links to it and does not carry it', async () => {
    const { env: testEnv, sent, raw } = withMailbox();
    const cv = new File([pdfBytes], 'CV Aïssatou/../Ba.pdf', { type: 'application/pdf' });
    const response = await send(multipartRequest({ ...fields, service: 'recrutement', company: '', offer: openOffer.reference, cv }), testEnv);
    expect(response.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'application', offer_reference: openOffer.reference, offer_title: openOffer.title, cv_name: 'Ba.pdf', cv_type: 'application/pdf', cv_size: pdfBytes.length });
    expect(row.cv_key).toMatch(/^cv\/[0-9a-f-]{36}$/);
    expect(row.cv_key).not.toContain('Ba');
    const object = await env.CVS.get(row.cv_key!);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(pdfBytes);
    expect(object!.httpMetadata?.contentType).toBe('application/pdf');
    expect(object!.customMetadata).toEqual({ fileName: 'Ba.pdf', messageId: row.id });
    const [mail] = sent;
    expect(mail.subject).toBe(`Candidature – ${fields.name} – ${openOffer.reference} – ${openOffer.title}`);
    // legal.yml `attachCv: false`, as built: the CV is only in R2, and the e-mail says where.
    expect((await builtRules()).attachCv).toBe(false);
    expect(mail.attachments).toHaveLength(0);
    expect(raw[0]).not.toMatch(/Content-Disposition:\s*attachment|filename=|multipart\/mixed/i);
    expect(raw[0]).not.toContain(btoa(String.fromCharCode(...pdfBytes)).slice(0, 40));
    expect(mail.text!.split(/\r?\n/)).toContain(`CV\u00a0: Ba.pdf (1\u00a0Ko), à télécharger dans la boîte de réception\u00a0: ${await siteUrl()}/admin/candidatures/?id=${row.id}`);
  });

  it('attaches a CV under the extension of what its bytes are, never the name typed: PDF bytes as « cv.hta », « CV Awa.html », « cv.pdf.exe », a right-to-left override (issue 54)', async () => {
    for (const [typed, kept] of [['cv.hta', 'cv.pdf'], ['CV Awa.html', 'CV Awa.pdf'], ['cv.pdf.exe', 'cv.pdf'], ['cv\u202Eedoc.pdf', 'cvedoc.pdf']]) {
      const mailbox = withMailbox();
      const response = await send(multipartRequest({ ...fields, offer: openOffer.reference, cv: new File([pdfBytes], typed!, { type: 'application/pdf' }) }, { ip: `203.0.113.${60 + kept!.length}` }), withFormRules(mailbox.env, { attachCv: true }));
      expect(response.status, typed).toBe(201);
      expect(mailbox.sent[0]!.attachments[0], typed).toMatchObject({ filename: kept, mimeType: 'application/pdf' });
    }
    expect((await rows()).map((row) => row.cv_name).sort()).toEqual(['CV Awa.pdf', 'cv.pdf', 'cv.pdf', 'cvedoc.pdf']);
  });

  it('refuses a macro-enabled Word file (.docm), whatever its name', async () => {
    const docm = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'macros' });
    const response = await send(multipartRequest({ ...fields, offer: openOffer.reference, cv: new File([docm], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.cv).toBeDefined();
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('attaches the CV to the e-mail when the firm chose it (legal.yml `attachCv: true`)', async () => {
    const mailbox = withMailbox();
    const response = await send(multipartRequest({ ...fields, offer: openOffer.reference, cv: new File([pdfBytes], 'cv-awa.pdf', { type: 'application/pdf' }) }), withFormRules(mailbox.env, { attachCv: true }));
    expect(response.status).toBe(201);
    const [mail] = mailbox.sent;
    expect(mailbox.raw[0]).toMatch(/Content-Disposition:\s*attachment/i);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'cv-awa.pdf', mimeType: 'application/pdf' });
    expect(new Uint8Array(mail.attachments[0].content as ArrayBuffer)).toEqual(pdfBytes);
    expect(mail.text!.split(/\r?\n/)).toContain('CV\u00a0: cv-awa.pdf (1\u00a0Ko), en pièce jointe');
  });

  it('names the candidate in the subject, has no company nor service lines, and says when the same person applied before', async () => {
    const { env: testEnv, sent } = withMailbox();
    const apply = (at: string, phone: string, email: string) =>
      sendAt(new Date(at), multipartRequest({ ...fields, company: 'Teranga SA', service: 'recrutement', email, phone, offer: openOffer.reference, cv: new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }) }), testEnv);
    await apply('2026-11-20T09:00:00Z', '+221 77 123 45 67', 'awa@example.sn');
    await apply('2026-11-21T09:00:00Z', '771234567', 'awa.pro@example.sn');
    await apply('2026-11-22T09:00:00Z', '00221 77-123-45-67', 'AWA@example.sn');
    const texts = sent.map((mail) => (mail.text ?? '').split(/\r?\n/));
    expect(sent.map((mail) => mail.subject)).toEqual(Array(3).fill(`Candidature – ${fields.name} – ${openOffer.reference} – ${openOffer.title}`));
    for (const lines of texts) expect(lines.filter((line) => /^(Entreprise|Service)\u00a0:/.test(line))).toEqual([]);
    expect(texts.map((lines) => lines.find((line) => line.startsWith('A déjà postulé')) ?? null)).toEqual([
      null,
      'A déjà postulé une fois (même e-mail ou même téléphone)\u00a0: ses candidatures sont réunies dans la boîte de réception.',
      'A déjà postulé 2\u00a0fois (même e-mail ou même téléphone)\u00a0: ses candidatures sont réunies dans la boîte de réception.',
    ]);
  });

  it('takes the offer from the JSON contract by its reference, and the title from the built offers', async () => {
    await send(jsonRequest({ ...fields, offer: { reference: openOffer.reference, title: 'Titre inventé' } }));
    expect((await rows())[0]).toMatchObject({ kind: 'application', offer_title: openOffer.title });
  });

  it('files a spontaneous application as an application', async () => {
    const { env: testEnv, sent } = withMailbox();
    await send(multipartRequest({ ...fields, service: 'recrutement', candidature: 'spontanee' }), testEnv);
    expect((await rows())[0].kind).toBe('application');
    expect(sent[0].subject).toBe('Candidature spontanée – Awa Ndiaye');
  });

  it('keeps HTML and scripts as text, in the row and in the e-mail', async () => {
    const { env: testEnv, sent } = withMailbox();
    const markup = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    await send(jsonRequest({ ...fields, name: markup, company: markup, message: `${markup}\nMerci` }), testEnv);
    const [row] = await rows();
    expect(row.name).toBe(markup);
    expect(row.message).toBe(`${markup}\nMerci`);
    expect(sent[0].html).toBeUndefined();
    expect(sent[0].text).toContain(markup);
    // The Reply-To's display name: the name's letters only (issue 54).
    expect(sent[0].replyTo?.[0].name).toBe('img src x onerror alert script alert x script');
  });
});

describe('POST /api/messages: what is refused, with a French message, and nothing stored', () => {
  it('answers 400 with a message for each missing or over-long field', async () => {
    const { messages } = await rules();
    const response = await send(jsonRequest({ ...fields, name: '  ', email: '', message: '', phone: '1'.repeat(fieldLimits.phone + 1), offer: null }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid');
    expect(body.message).toBe(messages.invalid);
    expect(body.fields).toEqual({
      name: messages.nameMissing,
      email: messages.emailMissing,
      message: messages.messageMissing,
      phone: messages.tooLong.replace('{max}', String(fieldLimits.phone)),
    });
    expect(await rows()).toEqual([]);
  });

  it('accepts each field at its limit, and refuses one character more', async () => {
    const atLimit = { ...fields, name: 'a'.repeat(fieldLimits.name), message: 'm'.repeat(fieldLimits.message), offer: null };
    expect((await send(jsonRequest(atLimit))).status).toBe(201);
    const over = await send(jsonRequest({ ...atLimit, message: 'm'.repeat(fieldLimits.message + 1) }));
    expect(over.status).toBe(400);
    expect(Object.keys(((await over.json()) as { fields: object }).fields)).toEqual(['message']);
  });

  it('refuses an e-mail the browser would refuse, a wrong service and an unknown offer', async () => {
    const { messages } = await rules();
    const response = await send(jsonRequest({ ...fields, email: 'awa@', service: 'astronaute', offer: { reference: 'SRH-1999-001', title: 'Ancienne' } }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toEqual({ email: messages.emailInvalid, service: messages.serviceUnknown, offer: messages.offerClosed });
    expect(await rows()).toEqual([]);
  });

  it('refuses an address that would rewrite a mailto: link, and a name with a line break or a bidi override (issue 54): 400, the form’s French messages, nothing stored', async () => {
    const { messages } = await rules();
    const hostile = await send(jsonRequest({ ...fields, email: 'x%40victim.example?bcc=spy%40evil.example&body=hello&y=@example.sn', offer: null }));
    expect(hostile.status).toBe(400);
    // Refused for its characters, with the message that says so (not « incomplète »).
    expect(await hostile.json()).toEqual({ error: 'invalid', message: messages.invalid, fields: { email: messages.emailCharacters } });
    expect(messages.emailCharacters).toMatch(/^Cette adresse contient un caractère qu’une adresse e-\u2060mail n’accepte pas .+\u00a0: vérifiez-la\./);
    const header = await send(multipartRequest({ ...fields, name: 'Awa\r\nBcc: spy@evil.example', offer: openOffer.reference, cv: new File([pdfBytes], 'cv.pdf') }));
    expect(header.status).toBe(400);
    expect(((await header.json()) as { fields: object }).fields).toEqual({ name: messages.nameInvalid });
    const bidi = await send(jsonRequest({ ...fields, name: 'Awa \u202Eeyaidn', email: 'awa ndiaye@example.sn', offer: null }));
    expect(((await bidi.json()) as { fields: object }).fields).toEqual({ name: messages.nameInvalid, email: messages.emailCharacters });
    const incomplete = await send(jsonRequest({ ...fields, email: 'awa@example', offer: null }));
    expect(((await incomplete.json()) as { fields: object }).fields).toEqual({ email: messages.emailInvalid });
    expect(messages.nameInvalid).toMatch(/^Votre nom .+\u00a0: .+\.$/);
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    // A real address with a tag, a subdomain and a punycode domain is still taken.
    expect((await send(jsonRequest({ ...fields, email: 'ndeye.diop+rh@mail.xn--sngal-bsab.sn', name: 'Ndèye Fatou Diop', offer: null }))).status).toBe(201);
  });

  it('refuses a CV of 0 bytes and an executable named .pdf, by their bytes, saying what was found', async () => {
    const { messages } = await rules();
    const empty = await send(multipartRequest({ ...fields, cv: new File([], 'cv.pdf', { type: 'application/pdf' }) }));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: object }).fields).toEqual({ cv: messages.cvEmpty });
    const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new TextEncoder().encode('This program cannot be run in DOS mode')]);
    const renamed = await send(multipartRequest({ ...fields, cv: new File([executable], 'cv.pdf', { type: 'application/pdf' }) }));
    expect(renamed.status).toBe(400);
    // The name claims a PDF: the message says the content is not one, naming the extension.
    const claimed = ((await renamed.json()) as { fields: { cv: string } }).fields.cv;
    expect(claimed).toBe(messages.cvContent.replace('{extension}', '.pdf'));
    expect(claimed).toMatch(/^Ce fichier porte l’extension \.pdf, mais son contenu n’est ni un PDF ni un document Word/);
    // A name that claims no CV at all: not a CV in PDF or Word.
    const named = await send(multipartRequest({ ...fields, cv: new File([executable], 'setup.exe', { type: 'application/x-msdownload' }) }));
    expect(((await named.json()) as { fields: object }).fields).toEqual({ cv: messages.cvType });
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 413 to a CV over 5 Mo, and accepts one of exactly 5 Mo', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pdfBytes);
    const refused = await send(multipartRequest({ ...fields, cv: new File([big], 'cv.pdf') }));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: string }).error).toBe('tooLarge');
    // A CV just over the limit, in a body the Worker reads: its message gives the size found, the
    // limit, and how to lighten a PDF (not « save it as a PDF »).
    const over = new Uint8Array(cvMaxBytes + 1);
    over.set(pdfBytes);
    const justOver = (await (await send(multipartRequest({ ...fields, cv: new File([over], 'cv.pdf') }))).json()) as { error: string; fields: { cv: string } };
    expect(justOver.error).toBe('tooLarge');
    expect(justOver.fields.cv).toMatch(/^Ce fichier pèse 5\u00a0Mo\u00a0: le CV est limité à 5\u00a0Mo\. Si ce sont des pages scannées/);
    expect(justOver.fields.cv).not.toMatch(/enregistrez-le en PDF/i);
    const limit = new Uint8Array(cvMaxBytes);
    limit.set(pdfBytes);
    expect((await send(multipartRequest({ ...fields, cv: new File([limit], 'cv.pdf') }))).status).toBe(201);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a body of 50 MB from its Content-Length, without reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const request = new Request(`${origin}/api/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024), 'Idempotency-Key': newKey() },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    let sentBytes = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sentBytes += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (sentBytes >= 50 * 1024 * 1024) controller.close();
      },
    });
    const request = new Request(`${origin}/api/messages`, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Idempotency-Key': newKey() }, body, duplex: 'half' } as RequestInit);
    expect((await send(request)).status).toBe(413);
    expect(sentBytes).toBeLessThan(10 * 1024 * 1024);
  });

  it('answers malformed JSON with 400, another content type with 415, and GET with 405', async () => {
    const malformed = await send(jsonRequest('{"name": "Awa",'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'malformed', message: expect.stringMatching(/^Le message/) });
    expect((await send(jsonRequest('[1, 2]'))).status).toBe(400);
    expect((await send(jsonRequest({ ...fields, name: 42 }))).status).toBe(400);
    const text = await send(jsonRequest('name=Awa', { headers: { 'Content-Type': 'text/plain' } }));
    expect(text.status).toBe(415);
    const get = await send(new Request(`${origin}/api/messages`));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await send(new Request(`${origin}/api/inconnue`))).status).toBe(404);
    expect(await rows()).toEqual([]);
  });
});

describe('POST /api/messages: spam and retries', () => {
  it('stores a message sent twice with one idempotency key once, and answers both with its id', async () => {
    const { env: testEnv, sent } = withMailbox();
    const key = newKey();
    const first = await send(jsonRequest({ ...fields, offer: null }, { key }), testEnv);
    const again = await send(jsonRequest({ ...fields, offer: null }, { key }), testEnv);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('answers the honeypot 201, and stores and sends nothing', async () => {
    const { env: testEnv, sent } = withMailbox();
    const response = await send(jsonRequest({ ...fields, website: 'https://spam.example', offer: null }), testEnv);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('lets 5 messages from one sender through in 10 minutes, then answers 429 with Retry-After, from any connection', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 8; i += 1) {
      // The same person, whatever the case of the address, from two connections.
      const email = i % 2 ? fields.email.toUpperCase() : fields.email;
      last = await send(jsonRequest({ ...fields, email, offer: null }, { ip: i % 2 ? '203.0.113.9' : '203.0.113.10' }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(3).fill(429)]);
    const retryAfter = Number(last!.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = (await last!.json()) as { error: string; message: string; retryAfter: number };
    expect(body).toMatchObject({ error: 'tooMany', retryAfter });
    expect(body.message).toContain('10\u00a0minutes');
    expect(await rows()).toHaveLength(5);
    // Another sender on the same connection is not held back.
    expect((await send(jsonRequest({ ...fields, email: 'moussa.diop@example.sn', offer: null }, { ip: '203.0.113.9' }))).status).toBe(201);
  });

  it('refused sends do not count: six refused from one address, then a valid one, is stored', async () => {
    const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    for (let i = 0; i < 6; i += 1) {
      const refused = await send(multipartRequest({ ...fields, cv: new File([executable], 'cv.pdf', { type: 'application/pdf' }) }, { ip: '203.0.113.20' }));
      expect(refused.status).toBe(400);
    }
    const valid = await send(multipartRequest({ ...fields, cv: new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }) }, { ip: '203.0.113.20' }));
    expect(valid.status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('a shared connection (a cybercafé) lets 20 senders through in 10 minutes, then refuses before reading the upload', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await send(jsonRequest({ ...fields, email: `personne${i}@example.sn`, offer: null }, { ip: '203.0.113.30' }))).status);
    expect(statuses).toEqual([...Array(20).fill(201), 429, 429]);
    // Refused at the door: a malformed body is not even read.
    const unread = await send(jsonRequest('{pas du JSON', { ip: '203.0.113.30' }));
    expect(unread.status).toBe(429);
    expect(Number(unread.headers.get('Retry-After'))).toBeGreaterThan(590);
    // The same senders from their own connections are not held back.
    expect((await send(jsonRequest({ ...fields, email: 'personne0@example.sn', offer: null }, { ip: '203.0.113.31' }))).status).toBe(201);
  });

  it('counts an IPv6 connection by its /64: 25 sends from one line meet 429 after 20; another line is not held back', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i += 1) statuses.push((await send(jsonRequest({ ...fields, email: `ligne${i}@example.sn`, offer: null }, { ip: `2001:db8:1:2::${i.toString(16)}` }))).status);
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    // The same /64 written otherwise, at the door.
    expect((await send(jsonRequest({ ...fields, email: 'autre@example.sn', offer: null }, { ip: '2001:0db8:0001:0002:ffff:0:0:1' }))).status).toBe(429);
    expect((await send(jsonRequest({ ...fields, email: 'voisin@example.sn', offer: null }, { ip: '2001:db8:1:3::1' }))).status).toBe(201);
  });

  it('counts « awa+1@… », « awa+2@… » as one sender', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) statuses.push((await send(jsonRequest({ ...fields, email: `awa.ndiaye+${i}@example.sn`, offer: null }, { ip: `203.0.113.${40 + i}` }))).status);
    expect(statuses).toEqual([...Array(5).fill(201), 429, 429]);
  });
});

describe('who a send is counted under', () => {
  it('an IPv6 address by its /64, whatever its writing; an IPv4 one, mapped or not, whole', () => {
    expect(connectionOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(connectionOf('2001:0DB8:0001:0002:ffff:0000:0000:0019')).toBe('2001:db8:1:2::/64');
    expect(connectionOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(connectionOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(connectionOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(connectionOf('203.0.113.9')).toBe('203.0.113.9');
    expect(connectionOf('inconnue')).toBe('inconnue');
  });

  it('a sender by their mailbox: case, spaces and a « +tag » aside', () => {
    expect(senderOf(' Awa.Ndiaye+RH@Example.SN ')).toBe('awa.ndiaye@example.sn');
    expect(senderOf('awa.ndiaye@example.sn')).toBe('awa.ndiaye@example.sn');
  });
});

