import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { addMember, PASSWORD, signedInAdmin } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup));

async function createClient(browser: Browser, name: string, clientnumber?: string) {
  const answer = await browser.post('/api/clients', clientnumber === undefined ? { name } : { name, clientnumber });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string; active: boolean };
}

function clientRows() {
  return server.db.selectFrom('clients').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

const fullDetails = {
  name: 'Bakkerij Jansen',
  clientnumber: 'C-0042',
  address: 'Dorpsstraat 1',
  zipcode: '1234 AB',
  city: 'Utrecht',
  country: 'Nederland',
  phone: '+31 30 123 4567',
  email: 'info@bakkerijjansen.nl',
  website: 'https://bakkerijjansen.nl',
  iban: 'NL91ABNA0417164300',
  vat: 'NL123456782B01',
  chamberofcommerce: '12345678',
  color: '#E91E63FF',
};

describe('clients', () => {
  it('lists each client exactly as its own answer shows it (the list is built in SQL), inactive ones and odd text included', async () => {
    const odd = await createClient(admin, 'Café "Ü" \\ tab\tline', 'ü-1');
    const full = await admin.put(`/api/clients/${odd.id}`, { ...fullDetails, name: 'Café "Ü" \\ tab\tline', clientnumber: null });
    expect(full.status).toBe(200);
    const toggled = await admin.post('/api/clients/toggle/active', { id: odd.id });
    expect(toggled.status).toBe(200);
    const list = await admin.get('/api/clients');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    for (const client of list.body as { id: number }[]) {
      expect(client).toEqual((await admin.get(`/api/clients/${client.id}`)).body);
    }
    expect((list.body as { id: number }[]).find((client) => client.id === odd.id)).toEqual(toggled.body);
    expect((await admin.delete(`/api/clients/${odd.id}`)).status).toBe(204);
  });

  it('creates, reads, lists by name, updates and deletes a client', async () => {
    const created = await createClient(admin, '  Zeeman Zeilmakerij ', 'Z-1');
    expect(created).toMatchObject({ name: 'Zeeman Zeilmakerij', clientnumber: 'Z-1', active: true, color: null, email: null });
    const other = await createClient(admin, 'Apotheek Achterberg');

    const one = await admin.get(`/api/clients/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created);

    const list = await admin.get('/api/clients');
    expect(list.status).toBe(200);
    const names = (list.body as { name: string }[]).map((c) => c.name);
    expect(names.indexOf('Apotheek Achterberg')).toBeLessThan(names.indexOf('Zeeman Zeilmakerij'));

    const updated = await admin.put(`/api/clients/${created.id}`, { ...fullDetails, id: created.id, active: false, unknown: 'ignored' });
    expect(updated.status).toBe(200);
    // `active` only changes through the toggle call; unknown properties are ignored.
    expect(updated.body).toEqual({ id: created.id, ...fullDetails, active: true, invoice_language: 'en', peppol_id: null, currency: 'EUR' });
    expect((await admin.get(`/api/clients/${created.id}`)).body).toEqual(updated.body);

    // An edit that leaves details out clears them; an empty email is stored as null.
    const cleared = await admin.put(`/api/clients/${created.id}`, { name: 'Bakkerij Jansen', email: '' });
    expect(cleared.body).toMatchObject({ name: 'Bakkerij Jansen', email: null, city: null, color: null });

    await admin.post('/api/clients/toggle/active', { id: other.id });
    const deleted = await admin.delete(`/api/clients/${other.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.get(`/api/clients/${other.id}`)).status).toBe(404);
  });

  it('invoices a client in its own language: the organisation’s by default, chosen on create or edit, kept when an edit leaves it out', async () => {
    try {
      await server.db.updateTable('organizations').set({ locale: 'nl' }).where('id', '=', organizationId).execute();
      const dutch = await createClient(admin, 'Standaard BV');
      expect(dutch).toMatchObject({ invoice_language: 'nl' });
      const english = await admin.post('/api/clients', { name: 'Harbour Ltd', invoice_language: 'en' });
      expect(english.body).toMatchObject({ invoice_language: 'en' });

      const edited = await admin.put(`/api/clients/${dutch.id}`, { ...fullDetails, invoice_language: 'en' });
      expect(edited.body).toMatchObject({ invoice_language: 'en' });
      const kept = await admin.put(`/api/clients/${dutch.id}`, { name: 'Standaard BV' });
      expect(kept.body).toMatchObject({ invoice_language: 'en', city: null });
      expect((await admin.get('/api/clients')).body).toContainEqual(kept.body);

      // Not a language: 422 under the field, in the user's language, and nothing changes.
      const refused = await admin.put(`/api/clients/${dutch.id}`, { name: 'Standaard BV', invoice_language: 'de' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.invoice_language.join(' ')).toContain('invoice language');
      // Through the API: the server's session cache learns of it at once (a write behind its back
      // reaches it later, over PostgreSQL's change feed).
      const me = (await admin.get('/api/user')).body;
      expect((await admin.post('/api/user/updateprofile', { name: me.name, email: me.email, locale: 'nl' })).status).toBe(200);
      const refusedNl = await admin.post('/api/clients', { name: 'Fout BV', invoice_language: 'fr' });
      expect(refusedNl.status).toBe(422);
      expect(refusedNl.body.errors.invoice_language.join(' ')).toContain('factuurtaal');
      expect((await admin.get(`/api/clients/${dutch.id}`)).body).toEqual(kept.body);
      expect((await clientRows()).map((row) => row.name)).not.toContain('Fout BV');
    } finally {
      const me = (await admin.get('/api/user')).body;
      await admin.post('/api/user/updateprofile', { name: me.name, email: me.email, locale: 'en' });
      await server.db.updateTable('organizations').set({ locale: 'en' }).where('id', '=', organizationId).execute();
    }
  });

  it('toggles the active flag back and forth, listing inactive clients too', async () => {
    const client = await createClient(admin, 'Toggle BV');
    const off = await admin.post('/api/clients/toggle/active', { id: client.id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: client.id, active: false });
    const list = await admin.get('/api/clients');
    expect((list.body as { id: number; active: boolean }[]).find((c) => c.id === client.id)).toMatchObject({ active: false });
    const on = await admin.post('/api/clients/toggle/active', { id: client.id });
    expect(on.body).toMatchObject({ id: client.id, active: true });
  });

  it('deletes a client only while it is inactive', async () => {
    const client = await createClient(admin, 'Delete Me BV');
    const refused = await admin.delete(`/api/clients/${client.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Only an inactive client can be deleted.' });
    expect((await admin.get(`/api/clients/${client.id}`)).status).toBe(200);

    await admin.post('/api/clients/toggle/active', { id: client.id });
    expect((await admin.delete(`/api/clients/${client.id}`)).status).toBe(204);
    expect((await clientRows()).some((row) => row.id === client.id)).toBe(false);
  });

  it('refuses to delete a client while projects or subscriptions refer to it, and deletes its contacts and updates with it', async () => {
    const client = await createClient(admin, 'Referenced BV');
    const contact = await admin.post('/api/contacts', { name: 'Piet Referenced', client_id: client.id });
    expect(contact.status).toBe(201);
    const update = await admin.post('/api/clientupdates', { update: 'Goes with the client.', client_id: client.id });
    expect(update.status).toBe(201);
    const service = await admin.post('/api/services', { name: 'Referencing Service' });
    const subscription = await admin.post('/api/subscriptions', { client_id: client.id, service_id: service.body.id });
    expect(subscription.status).toBe(201);
    await admin.post('/api/clients/toggle/active', { id: client.id });

    const subscribed = await admin.delete(`/api/clients/${client.id}`);
    expect(subscribed.status).toBe(409);
    expect(subscribed.body).toEqual({ message: 'This client still has projects or subscriptions. Delete those first.' });

    await admin.post('/api/subscriptions/toggle/active', { id: subscription.body.id });
    expect((await admin.delete(`/api/subscriptions/${subscription.body.id}`)).status).toBe(204);
    // A project, written straight into the table: the projects resource has tests of its own.
    const project = await server.db
      .insertInto('projects')
      .values({ organization_id: organizationId, client_id: client.id, name: 'Referencing Project', projectnumber: 'P-1', description: null, startdate: null, enddate: null, active: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withProject = await admin.delete(`/api/clients/${client.id}`);
    expect(withProject.status).toBe(409);
    expect(withProject.body).toEqual({ message: 'This client still has projects or subscriptions. Delete those first.' });
    expect((await admin.get(`/api/contacts/client/${client.id}`)).body).toEqual([contact.body]);

    await server.db.deleteFrom('projects').where('id', '=', project.id).execute();
    expect((await admin.delete(`/api/clients/${client.id}`)).status).toBe(204);
    expect((await clientRows()).some((row) => row.id === client.id)).toBe(false);
    expect(await server.db.selectFrom('contacts').select('id').where('client_id', '=', client.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('client_updates').select('id').where('client_id', '=', client.id).execute()).toEqual([]);
  });

  it('answers 409 for an active client before anything else, in Dutch for a Dutch admin', async () => {
    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const client = (await dutch.browser.post('/api/clients', { name: 'Actieve Klant' })).body as { id: number };
    expect((await dutch.browser.delete(`/api/clients/${client.id}`)).body).toEqual({ message: 'Alleen een inactieve klant kan worden verwijderd.' });
    const service = await dutch.browser.post('/api/services', { name: 'Dienst' });
    expect((await dutch.browser.post('/api/subscriptions', { client_id: client.id, service_id: service.body.id })).status).toBe(201);
    await dutch.browser.post('/api/clients/toggle/active', { id: client.id });
    const inUse = await dutch.browser.delete(`/api/clients/${client.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: 'Deze klant heeft nog projecten of abonnementen. Verwijder die eerst.' });
  });

  it('answers 422 with an errors map and changes nothing', async () => {
    const client = await createClient(admin, 'Valid Name');
    const before = await clientRows();

    const empty = await admin.post('/api/clients', { name: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } });

    const missing = await admin.post('/api/clients', {});
    expect(missing.body.errors).toEqual({ name: ['The name field is required.'] });

    const wrongTypes = await admin.post('/api/clients', { name: 42, clientnumber: ['C-1'] });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toEqual({
      name: ['The name field must be a string.'],
      clientnumber: ['The client number field must be a string.'],
    });

    const badDetails = await admin.put(`/api/clients/${client.id}`, { name: 'Valid Name', email: 'not-an-address', color: '#FFF', city: 7, website: 'x'.repeat(256) });
    expect(badDetails.status).toBe(422);
    expect(badDetails.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      color: ['The colour field format is invalid.'],
      city: ['The city field must be a string.'],
      website: ['The website field must not be greater than 255 characters.'],
    });

    const badToggle = await admin.post('/api/clients/toggle/active', { id: 'seven' });
    expect(badToggle.body.errors).toEqual({ id: ['The id field must be an integer.'] });

    // A path that cannot name a client names none.
    expect((await admin.get('/api/clients/abc')).status).toBe(404);
    expect((await admin.put('/api/clients/0', { name: 'Zero' })).status).toBe(404);

    const malformed = await admin.send('POST', '/api/clients', {
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ body: ['The request body is not valid JSON.'] });

    expect(await clientRows()).toEqual(before);
  });
  it('checks the IBAN (mod 97, length per country) and, for a Dutch client, the VAT and KvK numbers, in English and Dutch', async () => {
    const client = await createClient(admin, 'Bakkerij Nummers');
    const before = await clientRows();
    const bad = await admin.put(`/api/clients/${client.id}`, { ...fullDetails, iban: 'NL91ABNA0417164301', vat: 'NL12345678B01', chamberofcommerce: '1234567' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      iban: ['The IBAN is not valid: check the country code, the length and the check digits.'],
      vat: ['A Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456782B01).'],
      chamberofcommerce: ['A Dutch chamber of commerce (KvK) number has 8 digits.'],
    });
    const tooShort = await admin.put(`/api/clients/${client.id}`, { ...fullDetails, iban: 'NL91ABNA041716430' });
    expect(tooShort.body.errors).toEqual({ iban: ['The IBAN is not valid: check the country code, the length and the check digits.'] });
    expect(await clientRows()).toEqual(before);

    // Outside the Netherlands only the IBAN is checked; an IBAN is stored without spaces, in upper case.
    const belgian = await admin.put(`/api/clients/${client.id}`, {
      name: 'Bakkerij Nummers',
      country: 'België',
      iban: ' be68 5390 0754 7034 ',
      vat: 'BE0123.456.749',
      chamberofcommerce: '0123.456.749',
    });
    expect(belgian.status).toBe(200);
    expect(belgian.body).toMatchObject({ iban: 'BE68539007547034', vat: 'BE0123456749', chamberofcommerce: '0123.456.749' });
    const dutchSpaced = await admin.put(`/api/clients/${client.id}`, { ...fullDetails, iban: 'nl91 abna 0417 1643 00', vat: 'nl 123456782 b01', chamberofcommerce: '1234 5678' });
    expect(dutchSpaced.body).toMatchObject({ iban: 'NL91ABNA0417164300', vat: 'NL123456782B01', chamberofcommerce: '12345678' });

    const dutch = await signedInAdmin(server, 'Nederlandse Nummers');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Nummers', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchClient = (await dutch.browser.post('/api/clients', { name: 'Klant' })).body as { id: number };
    const dutchBad = await dutch.browser.put(`/api/clients/${dutchClient.id}`, { name: 'Klant', country: 'NL', iban: 'NL91ABNA0417164301', vat: 'NL123', chamberofcommerce: '123' });
    expect(dutchBad.status).toBe(422);
    expect(dutchBad.body.errors).toEqual({
      iban: ['Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.'],
      vat: ['Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers (NL123456782B01).'],
      chamberofcommerce: ['Een KvK-nummer heeft 8 cijfers.'],
    });
  });

  it('names a wrong VAT number and a wrong email in one answer, and one message per field', async () => {
    const client = await createClient(admin, 'Alles Tegelijk');
    const before = await clientRows();
    const bad = await admin.put(`/api/clients/${client.id}`, { ...fullDetails, name: 'Alles Tegelijk', vat: 'NL123456789B01', email: 'info@' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      vat: ["This VAT number's check digits do not match: check it for a typing error."],
    });
    expect(await clientRows()).toEqual(before);

    // Too long and not of the form either: one sentence, the schema's first.
    const number = await admin.put(`/api/clients/${client.id}`, { name: 'Alles Tegelijk', clientnumber: `-${'5'.repeat(60)}` });
    expect(number.status).toBe(422);
    expect(number.body.errors).toEqual({ clientnumber: ['The client number field must not be greater than 50 characters.'] });
  });

  it('refuses numbers a bookkeeper would: a word as VAT number, a wrong check digit, letters in a KvK number, a bad Peppol ID or client number, in English and Dutch', async () => {
    const client = await createClient(admin, 'Boekhouder Let Op');
    const before = await clientRows();
    // No country written down: the e-invoice takes the client for Dutch, so its KvK number has the Dutch form.
    const bad = await admin.put(`/api/clients/${client.id}`, { name: 'Boekhouder Let Op', vat: 'hello', chamberofcommerce: '12ab', peppol_id: '0106:12ab' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      vat: ["A VAT number starts with its country's two-letter code (NL123456782B01, BE0123456749)."],
      chamberofcommerce: ['A Dutch chamber of commerce (KvK) number has 8 digits.'],
      peppol_id: ['This identifier does not have the form its scheme asks for (0106: a KvK number of 8 digits, 9944: a Dutch VAT number).'],
    });
    const number = await admin.put(`/api/clients/${client.id}`, { name: 'Boekhouder Let Op', clientnumber: '-5' });
    expect(number.status).toBe(422);
    expect(number.body.errors).toEqual({ clientnumber: ['A client number is letters and digits, perhaps with dots, dashes, slashes or spaces between them (C-0042).'] });
    const check = await admin.put(`/api/clients/${client.id}`, { ...fullDetails, vat: 'NL123456789B01', peppol_id: '1234:12345678' });
    expect(check.body.errors).toEqual({
      vat: ["This VAT number's check digits do not match: check it for a typing error."],
      peppol_id: ['A Peppol ID is a scheme code of the EAS list (4 digits), a colon and the identifier (0106:12345678 for a KvK number).'],
    });
    const created = await admin.post('/api/clients', { name: 'Min Vijf', clientnumber: '-5' });
    expect(created.status).toBe(422);
    expect(await clientRows()).toEqual(before);

    const dutch = await signedInAdmin(server, 'Boekhouder Nederlands');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Boekhouder Nederlands', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchClient = (await dutch.browser.post('/api/clients', { name: 'Klant' })).body as { id: number };
    const dutchBad = await dutch.browser.put(`/api/clients/${dutchClient.id}`, { name: 'Klant', country: 'Duitsland', vat: 'DE136695977', chamberofcommerce: 'hallo' });
    expect(dutchBad.body.errors).toEqual({
      vat: ['De controlecijfers van dit btw-nummer kloppen niet: controleer het op een tikfout.'],
      chamberofcommerce: ['Een registratienummer bevat cijfers, en misschien letters, spaties, punten, streepjes of schuine strepen; verder niets.'],
    });
    const dutchNumber = await dutch.browser.post('/api/clients', { name: 'Klant', clientnumber: '-5' });
    expect(dutchNumber.body.errors).toEqual({ clientnumber: ['Een klantnummer bestaat uit letters en cijfers, misschien met punten, streepjes, schuine strepen of spaties ertussen (C-0042).'] });

    // Good numbers of every kind are kept: the new Dutch btw-id (mod 97), a German one, a Peppol ID by VAT number.
    const good = await admin.put(`/api/clients/${client.id}`, { name: 'Boekhouder Let Op', clientnumber: 'K 2026/7', vat: 'NL 1234.567.58 B01', chamberofcommerce: '30123456', peppol_id: '9944:NL123456758B01' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ clientnumber: 'K 2026/7', vat: 'NL123456758B01', chamberofcommerce: '30123456', peppol_id: '9944:NL123456758B01' });
    const german = await admin.put(`/api/clients/${client.id}`, { name: 'Boekhouder Let Op', country: 'Germany', vat: 'DE136695976', chamberofcommerce: 'HRB 12345' });
    expect(german.status).toBe(200);
  });
});

describe('clients of another organisation', () => {
  it('are not found: get, update, toggle and delete answer 404 and change nothing', async () => {
    const theirs = await createClient(admin, 'Not Yours BV');
    const { browser: stranger } = await signedInAdmin(server, 'Other Organisation');
    const before = await clientRows();

    expect((await stranger.get(`/api/clients/${theirs.id}`)).status).toBe(404);
    expect((await stranger.put(`/api/clients/${theirs.id}`, { name: 'Taken Over' })).status).toBe(404);
    expect((await stranger.post('/api/clients/toggle/active', { id: theirs.id })).status).toBe(404);
    const deleted = await stranger.delete(`/api/clients/${theirs.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ message: 'Not found.' });
    expect((await stranger.get('/api/clients')).body).toEqual([]);

    expect(await clientRows()).toEqual(before);
  });
});

describe('client permissions', () => {
  it('refuse an ordinary member with 403', async () => {
    const client = await createClient(admin, 'Members Keep Out BV');
    const member = await addMember(server.db, organizationId);
    const browser = server.browser();
    expect((await browser.post('/login', { email: member.email, password: PASSWORD })).status).toBe(200);
    const before = await clientRows();

    const answers = [
      await browser.get('/api/clients'),
      await browser.post('/api/clients', { name: 'Sneaky' }),
      await browser.get(`/api/clients/${client.id}`),
      await browser.put(`/api/clients/${client.id}`, { name: 'Sneaky' }),
      await browser.post('/api/clients/toggle/active', { id: client.id }),
      await browser.delete(`/api/clients/${client.id}`),
      // 403 comes before validation (the contract's x-access): invalid input still answers 403.
      await browser.post('/api/clients', {}),
      await browser.put(`/api/clients/${client.id}`, { name: '' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await clientRows()).toEqual(before);
    // The member may still read their organisation (theme, first day of the week).
    expect((await browser.get('/api/organization/for/currentuser')).status).toBe(200);
  });

  it('refuse anonymous callers with 401', async () => {
    const client = await createClient(admin, 'Anonymous Keep Out BV');
    const browser = server.browser();
    const answers = [
      await browser.get('/api/clients'),
      await browser.post('/api/clients', { name: 'Sneaky' }),
      await browser.get(`/api/clients/${client.id}`),
      await browser.put(`/api/clients/${client.id}`, { name: 'Sneaky' }),
      await browser.post('/api/clients/toggle/active', { id: client.id }),
      await browser.delete(`/api/clients/${client.id}`),
      // 401 comes before validation: an anonymous caller learns nothing about the input.
      await browser.post('/api/clients', {}),
      await browser.get('/api/clients/abc'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });
});
