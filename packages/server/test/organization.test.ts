import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import sharp from 'sharp';
import { imageOf, JPEG_HEADER, PNG_1PX } from './support/images.js';
import { memberRow, signedInAdmin, signUp, uniqueEmail } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup), { name: 'Anna de Vries' });

const details = {
  name: 'Studio Noord',
  address: 'Keizersgracht 100',
  zipcode: '1015 AA',
  city: 'Amsterdam',
  country: 'Nederland',
  email: 'info@studionoord.nl',
  website: 'https://studionoord.nl',
  phone: '+31 20 123 4567',
  iban: 'NL91ABNA0417164300',
  vat: 'NL123456782B01',
  chamberofcommerce: '87654321',
};

function logoForm(content: Blob | string, filename = 'logo.png') {
  const form = new FormData();
  if (typeof content === 'string') form.append('logo', content);
  else form.append('logo', content, filename);
  return form;
}

describe('organisation details', () => {
  it('saves every detail and returns the organisation', async () => {
    const answer = await admin.post('/api/organization/save/details', details);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(details);
    expect((await admin.get('/api/organization/for/currentuser')).body).toEqual(answer.body);

    // Left out or empty: cleared.
    const cleared = await admin.post('/api/organization/save/details', { name: 'Studio Noord', email: '' });
    expect(cleared.body).toMatchObject({ name: 'Studio Noord', email: null, city: null, iban: null });
  });

  it('checks the IBAN, and for a Dutch organisation the VAT and KvK numbers, in English and Dutch; stores the IBAN compact', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body;
    const bad = await admin.post('/api/organization/save/details', { ...details, iban: 'NL91 ABNA 0417 1643 01', vat: 'NL123456789', chamberofcommerce: '876543210' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      iban: ['The IBAN is not valid: check the country code, the length and the check digits.'],
      vat: ['A Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456782B01).'],
      chamberofcommerce: ['A Dutch chamber of commerce (KvK) number has 8 digits.'],
    });
    expect((await admin.get('/api/organization/for/currentuser')).body).toEqual(before);

    const spaced = await admin.post('/api/organization/save/details', { ...details, iban: 'nl91 abna 0417 1643 00' });
    expect(spaced.status).toBe(200);
    expect(spaced.body).toMatchObject({ iban: 'NL91ABNA0417164300', vat: 'NL123456782B01', chamberofcommerce: '87654321' });
    // A German organisation's registration number is not a KvK number.
    const german = await admin.post('/api/organization/save/details', { ...details, country: 'Germany', iban: 'DE89370400440532013000', vat: 'DE136695976', chamberofcommerce: 'HRB 12345' });
    expect(german.status).toBe(200);

    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchBad = await dutch.browser.post('/api/organization/save/details', { ...details, iban: 'NL91ABNA04171643', vat: 'NL123', chamberofcommerce: 'abc' });
    expect(dutchBad.status).toBe(422);
    expect(dutchBad.body.errors).toEqual({
      iban: ['Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.'],
      vat: ['Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers (NL123456782B01).'],
      chamberofcommerce: ['Een KvK-nummer heeft 8 cijfers.'],
    });
  });

  it('names a wrong IBAN and a wrong email in one answer, in English and Dutch, and changes nothing', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body;
    const bad = await admin.post('/api/organization/save/details', { ...details, iban: 'NL91ABNA0417164301', email: 'info at studionoord' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      iban: ['The IBAN is not valid: check the country code, the length and the check digits.'],
    });
    expect(bad.body.message).toBe('The email field must be a valid email address.');
    expect((await admin.get('/api/organization/for/currentuser')).body).toEqual(before);

    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchBad = await dutch.browser.post('/api/organization/save/details', { ...details, iban: 'NL91ABNA0417164301', email: 'info at studionoord' });
    expect(dutchBad.status).toBe(422);
    expect(Object.keys(dutchBad.body.errors).sort()).toEqual(['email', 'iban']);
    expect(dutchBad.body.errors.iban).toEqual(['Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.']);
  });

  it('requires a name and checks the email', async () => {
    const answer = await admin.post('/api/organization/save/details', { name: ' ', email: 'nope', city: 3 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      city: ['The city field must be a string.'],
    });
  });
});

describe('organisation settings', () => {
  it('save one group at a time and leave the others', async () => {
    const general = await admin.post('/api/organization/save/update', { locale: 'nl', firstdayoftheweek: 0 });
    expect(general.status).toBe(200);
    expect(general.body).toMatchObject({ locale: 'nl', firstdayoftheweek: 0, primary_color: '#1976D2FF' });

    const theme = await admin.post('/api/organization/save/update', { primary_color: '#E91E63FF', secondary_color: '#00000080', accent_color: '#ffeb3bff' });
    expect(theme.body).toMatchObject({ primary_color: '#E91E63FF', secondary_color: '#00000080', accent_color: '#ffeb3bff', locale: 'nl', firstdayoftheweek: 0 });

    const invoices = await admin.post('/api/organization/save/update', { invoice_text: 'Gelieve binnen 14 dagen te betalen.', invoice_termofpayment: 14, invoice_prefix: '2026', invoicenumber_min_length: 5 });
    expect(invoices.body).toMatchObject({ invoice_text: 'Gelieve binnen 14 dagen te betalen.', invoice_termofpayment: 14, invoice_prefix: '2026', invoicenumber_min_length: 5, primary_color: '#E91E63FF' });
    const cleared = await admin.post('/api/organization/save/update', { invoice_text: '', invoice_prefix: null });
    expect(cleared.body).toMatchObject({ invoice_text: null, invoice_prefix: null, invoice_termofpayment: 14 });

    // Back to English for the other tests' messages.
    await admin.post('/api/organization/save/update', { locale: 'en' });
  });

  it('validates numbers, days, colours and languages', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body;
    const numbers = await admin.post('/api/organization/save/update', { invoice_termofpayment: '30', invoicenumber_min_length: 0, firstdayoftheweek: 7 });
    expect(numbers.status).toBe(422);
    expect(numbers.body.errors).toEqual({
      invoice_termofpayment: ['The term of payment field must be an integer.'],
      invoicenumber_min_length: ['The minimum length of the invoice number field must be at least 1.'],
      firstdayoftheweek: ['The first day of the week field must not be greater than 6.'],
    });
    const more = await admin.post('/api/organization/save/update', { invoice_termofpayment: 366, invoice_prefix: 'x'.repeat(21), primary_color: '#E91E63', locale: 'fr' });
    expect(more.body.errors).toEqual({
      invoice_termofpayment: ['The term of payment field must not be greater than 365.'],
      invoice_prefix: ['The invoice number prefix field must not be greater than 20 characters.'],
      primary_color: ['The primary colour field format is invalid.'],
      locale: ['The selected language is invalid.'],
    });
    expect((await admin.post('/api/organization/save/update', {})).status).toBe(422);
    expect((await admin.get('/api/organization/for/currentuser')).body).toEqual(before);
  });

  it('refuses a negative term of payment under its field, in English and Dutch, and keeps the stored term', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body;
    const negative = await admin.post('/api/organization/save/update', { invoice_termofpayment: -5 });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({ invoice_termofpayment: ['The term of payment field must be at least 0.'] });

    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchBefore = (await dutch.browser.get('/api/organization/for/currentuser')).body;
    const dutchNegative = await dutch.browser.post('/api/organization/save/update', { invoice_termofpayment: -5 });
    expect(dutchNegative.status).toBe(422);
    expect(dutchNegative.body.errors).toEqual({ invoice_termofpayment: ['Het veld betalingstermijn moet minimaal 0 zijn.'] });

    expect((await admin.get('/api/organization/for/currentuser')).body).toEqual(before);
    expect((await dutch.browser.get('/api/organization/for/currentuser')).body).toEqual(dutchBefore);
  });

  it('turn payment reminders on with their days, stored ascending; refuse bad days in English and Dutch and keep the stored ones', async () => {
    const fresh = await admin.get('/api/organization/for/currentuser');
    expect(fresh.body).toMatchObject({ invoice_reminders: false, invoice_reminder_days: [7, 14, 30] });

    const saved = await admin.post('/api/organization/save/update', { invoice_reminders: true, invoice_reminder_days: [30, 3, 10] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ invoice_reminders: true, invoice_reminder_days: [3, 10, 30], invoice_termofpayment: fresh.body.invoice_termofpayment });
    const before = (await admin.get('/api/organization/for/currentuser')).body;

    const bad = await admin.post('/api/organization/save/update', { invoice_reminder_days: [7, 7] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ invoice_reminder_days: ['The days after the due date field has a value twice.'] });
    const range = await admin.post('/api/organization/save/update', { invoice_reminders: 'yes', invoice_reminder_days: [0, 400] });
    expect(range.body.errors).toEqual({
      invoice_reminders: ['The payment reminders field must be true or false.'],
      'invoice_reminder_days.0': ['The days after the due date field must be at least 1.'],
      'invoice_reminder_days.1': ['The days after the due date field must not be greater than 365.'],
    });
    const counts = await admin.post('/api/organization/save/update', { invoice_reminder_days: [] });
    expect(counts.body.errors).toEqual({ invoice_reminder_days: ['The days after the due date field must have at least 1 items.'] });
    expect((await admin.post('/api/organization/save/update', { invoice_reminder_days: [1, 2, 3, 4, 5, 6] })).body.errors).toEqual({
      invoice_reminder_days: ['The days after the due date field must not have more than 5 items.'],
    });

    const dutch = await signedInAdmin(server, 'Herinnerende Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Herinnerende Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchBad = await dutch.browser.post('/api/organization/save/update', { invoice_reminder_days: [14, 14] });
    expect(dutchBad.body.errors).toEqual({ invoice_reminder_days: ['Het veld dagen na de vervaldatum bevat een waarde dubbel.'] });

    expect((await admin.get('/api/organization/for/currentuser')).body).toEqual(before);
    await admin.post('/api/organization/save/update', { invoice_reminders: false });
  });

  it('are read by every member, for the theme and the first day of the week', async () => {
    const answer = await admin.get('/api/organization/for/currentuser');
    expect(answer.body.primary_color).toBe('#E91E63FF');
  });
});

describe('invitations', () => {
  it('create a pending member of this organisation', async () => {
    const email = uniqueEmail('Invitee');
    const answer = await admin.post('/api/organization/send/invite', { email: `  ${email} ` });
    expect(answer.status).toBe(201);
    const row = await memberRow(server.db, answer.body.id);
    expect(row).toMatchObject({ organization_id: organizationId, name: '', email: email.toLowerCase(), password_hash: null, admin: 0, active: 1 });
    expect(row.invite_token).toBe(answer.body.invite_token);
  });

  it('invite a person of another organisation to a membership of this one, and refuse one who is in it already', async () => {
    const elsewhere = uniqueEmail('elsewhere');
    const person = await signUp(server.browser(), 'Elsewhere', elsewhere);
    const answer = await admin.post('/api/organization/send/invite', { email: elsewhere.toUpperCase() });
    expect(answer.status, answer.text).toBe(201);
    // The same person, pending here, keeping their name and their own organisation.
    expect(answer.body).toMatchObject({ id: person.id, name: 'Elsewhere', email: elsewhere, admin: false, active: true });
    expect(answer.body.invite_token).toEqual(expect.any(String));
    expect((await memberRow(server.db, person.id)).admin).toBe(1);
    const again = await admin.post('/api/organization/send/invite', { email: elsewhere });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['This person is a member of the organisation already, or has been invited.'] });
    const invalid = await admin.post('/api/organization/send/invite', { email: '' });
    expect(invalid.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });
});

describe('logo', () => {
  it('accepts a PNG, serves it at /logo/{uuid} and bumps logo_url', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body;
    expect(before.logo_url).toBeNull();
    const none = await server.browser().image(`/logo/${before.uuid}`);
    expect(none.status).toBe(404);

    const answer = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([PNG_1PX], { type: 'image/png' })));
    expect(answer.status).toBe(200);
    expect(answer.body.logo_url).toMatch(new RegExp(`^/logo/${before.uuid}\\?v=\\d+$`));

    // An <img> needs no session and no X-Requested-With.
    const image = await server.browser().image(answer.body.logo_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = image.headers.get('etag')!;
    expect(etag).toMatch(/^"logo-\d+"$/);
    const bytes = Buffer.from(await (await fetch(server.url + answer.body.logo_url)).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    // The bare address (the print view's) is revalidated, and a matching ETag answers 304.
    const bare = await server.browser().page(`/logo/${before.uuid}`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toBe('image/png');
    expect(bare.headers.get('cache-control')).toBe('no-cache');
    const revalidated = await server.browser().image(`/logo/${before.uuid}`, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');

    // A new upload: a new version in logo_url and a new ETag.
    const jpeg = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([await imageOf('jpeg', 40, 30)]), 'photo.jpg'));
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.logo_url).not.toBe(answer.body.logo_url);
    const changed = await server.browser().image(`/logo/${before.uuid}`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('content-type')).toBe('image/jpeg');
    expect((await admin.get('/api/organization/for/currentuser')).body.logo_url).toBe(jpeg.body.logo_url);
  });

  it('answers 422 for a version longer than a version can be, in the asker’s language', async () => {
    const { uuid, logo_url } = (await admin.get('/api/organization/for/currentuser')).body;
    const long = 'x'.repeat(65);
    // As an <img> asks: no X-Requested-With.
    const english = await server.browser().call('GET', `/logo/${uuid}?v=${long}`, undefined, { xhr: false, headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors)).toEqual(['v']);
    const dutch = await server.browser().call('GET', `/logo/${uuid}?v=${long}`, undefined, { xhr: false, headers: { 'accept-language': 'nl' } });
    expect(dutch.status).toBe(422);
    expect(dutch.body.message).not.toBe(english.body.message);
    expect(dutch.body.errors.v).toEqual([dutch.body.message]);
    // The longest version is taken: the logo, or 404 while the organisation has none.
    expect((await server.browser().image(`/logo/${uuid}?v=${'x'.repeat(64)}`)).status).toBe(logo_url ? 200 : 404);
  });

  it('tells the type by content: a renamed text file is refused, a PNG with any name is taken', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body.logo_url;
    const fake = await admin.postForm('/api/organization/save/logo', logoForm(new Blob(['not an image at all'], { type: 'image/png' }), 'logo.png'));
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({ message: 'The logo must be a PNG or JPG image.', errors: { logo: ['The logo must be a PNG or JPG image.'] } });
    const gif = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')], { type: 'image/gif' }), 'logo.gif'));
    expect(gif.status).toBe(422);
    const text = await admin.postForm('/api/organization/save/logo', logoForm('plain text field'));
    expect(text.status).toBe(422);
    expect((await admin.get('/api/organization/for/currentuser')).body.logo_url).toBe(before);

    const misnamed = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([PNG_1PX], { type: 'text/plain' }), 'notes.txt'));
    expect(misnamed.status).toBe(200);
    expect((await server.browser().image(misnamed.body.logo_url)).headers.get('content-type')).toBe('image/png');
  });

  /** The logo as /logo/{uuid} serves it. */
  async function servedLogo(logoUrl: string) {
    const answer = await fetch(server.url + logoUrl);
    expect(answer.status).toBe(200);
    return { type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
  }

  it('serves a clean image: whatever trails the picture (a script, another file) is gone', async () => {
    const trailer = '<script>alert(document.cookie)</script><html><body onload="alert(1)">';
    for (const [format, picture] of [['png', PNG_1PX], ['jpeg', await imageOf('jpeg', 8, 8)]] as const) {
      const polyglot = Buffer.concat([picture, Buffer.from(trailer)]);
      const answer = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([polyglot]), `logo.${format}`));
      expect(answer.status, format).toBe(200);
      const served = await servedLogo(answer.body.logo_url);
      expect(served.type).toBe(`image/${format}`);
      expect(served.bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(served.bytes.includes(Buffer.from('alert'))).toBe(false);
      expect(await sharp(served.bytes).metadata()).toMatchObject({ format, width: picture === PNG_1PX ? 1 : 8 });
    }
  });

  it('fits a large logo inside 1024×1024, keeps its type and drops its metadata', async () => {
    const wide = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([await imageOf('png', 3000, 1000)]), 'wide.png'));
    expect(wide.status).toBe(200);
    const png = await servedLogo(wide.body.logo_url);
    expect(png.type).toBe('image/png');
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width: 1024, height: 341 });

    const photo = await imageOf('jpeg', 800, 1600, { exif: { Artist: 'Secret Location Camera', ImageDescription: 'taken at home' } });
    expect(photo.includes(Buffer.from('Secret Location Camera'))).toBe(true);
    const tall = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([photo]), 'tall.jpg'));
    expect(tall.status).toBe(200);
    const jpeg = await servedLogo(tall.body.logo_url);
    expect(jpeg.type).toBe('image/jpeg');
    const metadata = await sharp(jpeg.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 1024 });
    expect(metadata.exif).toBeUndefined();
    expect(jpeg.bytes.includes(Buffer.from('Secret Location Camera'))).toBe(false);

    // A small one keeps its size.
    const small = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([await imageOf('png', 200, 100)]), 'small.png'));
    expect(await sharp((await servedLogo(small.body.logo_url)).bytes).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('refuses a file that only starts like an image', async () => {
    const before = (await admin.get('/api/organization/for/currentuser')).body.logo_url;
    for (const [name, bytes] of [['header.jpg', JPEG_HEADER], ['cut.png', PNG_1PX.subarray(0, 40)]] as const) {
      const answer = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([bytes]), name));
      expect(answer.status, name).toBe(422);
      expect(answer.body.errors, name).toEqual({ logo: ['The logo must be a PNG or JPG image.'] });
    }
    expect((await admin.get('/api/organization/for/currentuser')).body.logo_url).toBe(before);
  });

  it('refuses a file over 2 MB, and a form without a file', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_1PX);
    const tooLarge = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([big], { type: 'image/png' })));
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ logo: ['The logo field must not be greater than 2048 kilobytes.'] });

    // Far over: refused from its Content-Length, before it is read.
    const huge = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([new Uint8Array(5 * 1024 * 1024)])));
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ logo: ['The logo field must not be greater than 2048 kilobytes.'] });

    const empty = await admin.postForm('/api/organization/save/logo', new FormData());
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ logo: ['The logo field is required.'] });
    const noFileChosen = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([]), ''));
    expect(noFileChosen.body.errors).toEqual({ logo: ['The logo field is required.'] });
    const json = await admin.post('/api/organization/save/logo', { logo: 'x' });
    expect(json.body.errors).toEqual({ logo: ['The logo field is required.'] });
  });

  it('replays a retried upload by its Idempotency-Key, though the multipart boundary differs', async () => {
    const key = crypto.randomUUID();
    const first = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([PNG_1PX])), { headers: { 'idempotency-key': key } });
    const retry = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([PNG_1PX])), { headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const other = await admin.postForm('/api/organization/save/logo', logoForm(new Blob([JPEG_HEADER])), { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['Idempotency-Key']);
  });

  it('answers 404 for an organisation without logo or a malformed uuid', async () => {
    const other = await signedInAdmin(server, 'No Logo BV');
    const uuid = (await other.browser.get('/api/organization/for/currentuser')).body.uuid;
    expect((await server.browser().image(`/logo/${uuid}`)).status).toBe(404);
    const malformed = await server.browser().image('/logo/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Not found.' });
  });
});
