import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { usersWords } from '@arena/shared/users/words';
import { privacyWords } from '@arena/shared/privacy/words';

import * as members from '@arena/testing/members';
import { injectTransport } from '@arena/testing/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import {
  activeManager,
  approve,
  login,
  type Member,
  post,
  register,
  staffToken,
  uniqueEmail,
  VALID_CPF,
} from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import { ofxStatement } from '../invoices/ofx-files.ts';

/**
 * Staff anonymise a member (docs/product.md#privacy): personal data replaced, access revoked, copies
 * of e-mails to them deleted, their privacy request closed; bookings and invoices kept without
 * personal data. Afterwards no staff list, export, outbox or log line shows the person.
 */
describe('anonymising a member', () => {
  let app: TestApp;
  let staff: string;
  let zu: Member;
  let bia: Member;
  let teamToken: string;
  const lines: string[] = [];
  const PHONE = '11987650001';
  // Everything that is Zuleica's: each must be gone from every place staff or a log can read.
  const needles: string[] = [];
  const { pricedPlan } = invoiceSteps(() => app);

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token = staff) => app.inject({ method: 'GET', url, headers: auth(token) });
  const anonymize = (id: number, token = staff) =>
    app.inject({ method: 'POST', url: `/api/admin/users/${id}/anonymize`, headers: auth(token) });

  function leaks(text: string): string[] {
    const lower = text.toLowerCase();
    return needles.filter((n) => lower.includes(n.toLowerCase()));
  }

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({}, undefined, { level: 'trace', stream });
    staff = await staffToken(app);
    const email = uniqueEmail('zuleica');
    await members.register(injectTransport(app), {
      email,
      password: 'senha123',
      firstname: 'Zuleica',
      document: VALID_CPF,
    });
    const id = (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    await app.db.updateTable('users').set({ phone: PHONE }).where('id', '=', id).execute();
    // A priced plan, so her account holds an invoice (issued at approval) for the checks to keep.
    const plan = await pricedPlan({ monthly_price_cents: 45_000, seat_price_cents: 3_000 });
    await approve(app, id, { plan: plan.name, qtd_team: 2 });
    zu = { id, email, password: 'senha123', token: await login(app, email, 'senha123') };
    const biaEmail = uniqueEmail('bia');
    const biaId = await register(app, biaEmail);
    await approve(app, biaId);
    bia = { id: biaId, email: biaEmail, password: 'senha123', token: await login(app, biaEmail, 'senha123') };
    needles.push(email, 'Zuleica', PHONE, '52998224725', VALID_CPF);
  });
  afterAll(async () => {
    await app.close();
  });

  it('replaces the personal data, ends access, deletes the e-mails and keeps bookings and invoices', async () => {
    // What Zuleica leaves behind: a team member, bookings past and future, a support message,
    // a deletion request, staff's correction of her name (before/after in the audit log).
    const teamEmail = uniqueEmail('equipe');
    expect(
      (await post(app, '/api/team', { name: 'Téo Lima', email: teamEmail, phone: '(11) 91111-2222' }, zu.token))
        .statusCode,
    ).toBe(200);
    // The team member has set a password (Zuleica's, copied, as the invite link would have set one).
    const teamId = (
      await app.db.selectFrom('users').select('id').where('email', '=', teamEmail).executeTakeFirstOrThrow()
    ).id;
    const { password_hash } = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', zu.id)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('users').set({ password_hash }).where('id', '=', teamId).execute();
    teamToken = await login(app, teamEmail, 'senha123');
    const room = await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 20').executeTakeFirstOrThrow();
    const past = await app.db
      .insertInto('appointments')
      .values({
        room_id: room.id,
        user_id: zu.id,
        date_initial: '2026-11-20 09:00:00',
        date_final: '2026-11-20 10:00:00',
        uid: randomUUID(),
        created_at: MONDAY_10AM,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const future = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'Sala 20',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
        isStudio: false,
      },
      zu.token,
    );
    expect(future.statusCode, future.body).toBe(200);
    const contact = await post(
      app,
      '/api/contact',
      { name: 'Zuleica Souza', email: zu.email, subject: 'Financeiro', message: `Meu celular é ${PHONE}` },
      zu.token,
    );
    expect(contact.statusCode).toBe(200);
    expect((await post(app, '/api/users/me/deletion-request', {}, zu.token)).statusCode).toBe(200);
    const corrected = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${zu.id}`,
      payload: { lastname: 'Souza Prado' },
      headers: auth(staff),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    needles.push('Souza Prado');
    const invoicesBefore = await app.db.selectFrom('invoices').select(['id', 'account_id', 'total_cents']).execute();
    expect(invoicesBefore.filter((i) => i.account_id === zu.id && i.total_cents > 0)).toHaveLength(1);
    const biaBefore = (await get(`/api/admin/users/${bia.id}`)).json();
    // Staff see the open invoice before the irreversible step (walk C5); her team member has none.
    expect((await get(`/api/admin/users/${zu.id}`)).json()).toMatchObject({ open_invoices: 1 });
    expect((await get(`/api/admin/users/${teamId}`)).json()).toMatchObject({ open_invoices: 0 });

    const answer = await anonymize(zu.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(privacyStaffWords.privacyAnonymizedOpenInvoices(1));

    // Access revoked: her session, her team member's session, her password, her calendar address.
    // Whoever still holds one of the tokens is told why, not that the session expired.
    const hers = await get('/api/users/me', zu.token);
    expect(hers.statusCode).toBe(401);
    expect(hers.json()).toEqual(refused('ACCESS_ANONYMIZED', usersWords.accessAnonymized));
    const theirs = await get('/api/users/me', teamToken);
    expect(theirs.statusCode).toBe(401);
    expect(theirs.json()).toEqual(refused('TEAM_ACCESS_ENDED', usersWords.teamAccessEnded));
    expect((await post(app, '/api/session', { email: zu.email, password: 'senha123' })).statusCode).not.toBe(200);
    const sessions = await app.db
      .selectFrom('sessions')
      .select(['user_id', 'revoked_at', 'ended_reason'])
      .where('user_id', 'in', [zu.id, teamId])
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      expect(s.revoked_at).not.toBeNull();
      expect(s.ended_reason).toBe(s.user_id === zu.id ? 'anonymized' : 'holderAnonymized');
    }
    for (const table of ['one_time_tokens', 'trusted_devices', 'calendar_feeds'] as const) {
      expect(
        await app.db.selectFrom(table).select('user_id').where('user_id', 'in', [zu.id, teamId]).execute(),
      ).toEqual([]);
    }
    // Her row stays for the history, without personal data; the company too.
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', zu.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: privacyWords.anonymizedPerson, lastname: '', phone: '', password_hash: null });
    expect(row.email).toMatch(/@arena\.invalid$/);
    expect(row.anonymized_at).not.toBeNull();
    const company = await app.db.selectFrom('companies').selectAll().where('user_id', '=', zu.id).executeTakeFirst();
    expect(company).toMatchObject({ document: '', activity: '', phone: '', site: '' });
    // The booking that happened stays hers; the one not started is cancelled; invoices unchanged.
    const kept = await app.db
      .selectFrom('appointments')
      .select(['user_id', 'cancelled_at'])
      .where('id', '=', past.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: zu.id, cancelled_at: null });
    const upcoming = await app.db
      .selectFrom('appointments')
      .select('cancelled_at')
      .where('user_id', '=', zu.id)
      .where('date_initial', '=', '2026-11-24 09:00:00')
      .executeTakeFirstOrThrow();
    expect(upcoming.cancelled_at).not.toBeNull();
    expect(await app.db.selectFrom('invoices').select(['id', 'account_id', 'total_cents']).execute()).toEqual(
      invoicesBefore,
    );
    // Her privacy request is closed.
    const requests = (await get('/api/admin/requests')).json() as Array<{
      type: string;
      status: string;
      user_id: number;
    }>;
    expect(requests.filter((r) => r.user_id === zu.id).every((r) => r.status === 'done')).toBe(true);
    expect(requests.some((r) => r.user_id === zu.id && r.type === 'privacy')).toBe(true);
    // The outbox holds nothing addressed to her.
    expect(await app.db.selectFrom('outbox').select('id').where('recipient', '=', zu.email).execute()).toEqual([]);
    // Audited, without personal data.
    const audit = (await get('/api/admin/audit?limit=200')).json() as Array<{ action: string; target: string }>;
    expect(audit.find((a) => a.action === 'user.anonymize')?.target).toBe(`user:${zu.id}`);

    // Nobody else changed: Bia's member page reads as before.
    expect((await get(`/api/admin/users/${bia.id}`)).json()).toEqual(biaBefore);
    // Asked again: already done.
    expect((await anonymize(zu.id)).statusCode).toBe(409);
  });

  it('leaves no staff list, export, outbox or log line showing the person', async () => {
    const places: Record<string, string> = {};
    for (const url of [
      '/api/admin/users',
      `/api/admin/users?q=${encodeURIComponent('Zuleica')}`,
      '/api/admin/requests',
      '/api/admin/outbox?limit=200',
      '/api/admin/audit?limit=200',
      '/api/admin/appointments?from=2026-11-01&to=2026-11-30',
      '/api/admin/invoices?month=2026-11',
      '/api/admin/reports/usage?month=2026-11',
      '/api/admin/reports/usage.csv?month=2026-11',
      '/api/admin/reports/invoices.csv?month=2026-11',
      '/api/admin/visitors',
      '/api/admin/summary',
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      places[url] = res.body;
    }
    places['Bia’s export'] = (await get('/api/users/me/data', bia.token)).body;
    // The lists still list: Bia is there, and so are the bookings Zuleica made.
    expect(places['/api/admin/users']).toContain(bia.email);
    expect(places['/api/admin/appointments?from=2026-11-01&to=2026-11-30']).toContain(privacyWords.anonymizedPerson);
    // Her invoice is still listed under the anonymised account, and keeps who it billed at issue:
    // the fiscal record (LGPD art. 7 II, 16 I; docs/product.md#anonymize) — her name and CPF in its
    // bill-to and in the accountant's CSV, and nowhere else.
    const staffInvoices = JSON.parse(places['/api/admin/invoices?month=2026-11'] ?? '') as {
      invoices: Array<{ manager: string; bill_to_name: string; bill_to_document: string | null }>;
    };
    expect(staffInvoices.invoices.map((i) => i.manager)).toContain(privacyWords.anonymizedPerson);
    const billed = staffInvoices.invoices.filter((i) => i.bill_to_name.includes('Zuleica'));
    expect(billed.length).toBeGreaterThan(0);
    for (const i of billed) expect(i.bill_to_document).toBe(VALID_CPF.replace(/\D/g, ''));
    places['/api/admin/invoices?month=2026-11'] = JSON.stringify(
      staffInvoices.invoices.map(({ bill_to_name: _n, bill_to_document: _d, ...rest }) => rest),
    );
    expect(places['/api/admin/reports/invoices.csv?month=2026-11']).toContain('Zuleica');
    delete places['/api/admin/reports/invoices.csv?month=2026-11'];
    expect(JSON.parse(places[`/api/admin/users?q=${encodeURIComponent('Zuleica')}`] ?? '')).toEqual([]);
    for (const [where, body] of Object.entries(places)) expect(leaks(body), where).toEqual([]);
    // Every table's stored text, read as staff could with database access.
    for (const table of ['outbox', 'audit', 'requests', 'registration_drafts', 'companies', 'users'] as const) {
      const rows = await app.db.selectFrom(table).selectAll().execute();
      expect(leaks(JSON.stringify(rows)), table).toEqual([]);
    }
    // The logs of the whole journey, at trace level: registration, bookings, the request, the erasure.
    await app.background.idle();
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((l) => leaks(l).length > 0)).toEqual([]);
  });
});

/**
 * The person however they are spelt (review M4, issue 31 item 7): a bank memo in capitals without
 * accents, an e-mail's HTML copy with the name escaped, an address they had before, on a priced
 * plan whose invoice is paid by a statement line.
 */
describe('anonymising a member found however they are spelt', () => {
  let app: TestApp;
  const { asStaff, pricedPlan } = invoiceSteps(() => app);
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_GLOBAL: '100000/1m',
      PIX_KEY: 'financeiro@arenacowork.com.br',
      PIX_MERCHANT_NAME: 'Arena Cowork',
      PIX_MERCHANT_CITY: 'São Paulo',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('scrubs memos in capitals, HTML copies and a former address, and the lines that paid the invoice', async () => {
    app.clock.set('2026-11-23T12:00:00.000Z');
    const oldEmail = uniqueEmail('joao-antigo');
    await members.register(injectTransport(app), { email: oldEmail, password: 'senha123', firstname: 'João' });
    const id = (await app.db.selectFrom('users').select('id').where('email', '=', oldEmail).executeTakeFirstOrThrow())
      .id;
    await app.db.updateTable('users').set({ lastname: 'da Conceição' }).where('id', '=', id).execute();
    const plan = await pricedPlan({ monthly_price_cents: 61_700, seat_price_cents: 0 });
    await approve(app, id, { plan: plan.name, qtd_team: 1 });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    // Real money: the plan is priced, so the invoice has a total the checks below can see kept.
    expect(invoice.total_cents).toBeGreaterThan(0);
    expect(await app.db.selectFrom('outbox').select('id').where('recipient', '=', oldEmail).execute()).not.toEqual([]);
    // He changes his own address: the old one is audited, so it stays a needle.
    const token = await login(app, oldEmail, 'senha123');
    const newEmail = uniqueEmail('joao-novo');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users',
      payload: { phone: '(11) 91234-5678', email: newEmail, old_password: 'senha123' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Staff correct his surname: the name with an apostrophe goes HTML-escaped into e-mail copies.
    const corrected = await asStaff('PATCH', `/api/admin/users/${id}`, { lastname: 'D’Ávila da Conceição' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const fixed = await asStaff('PATCH', `/api/admin/users/${id}`, { lastname: "D'Ávila da Conceição" });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const teamEmail = uniqueEmail('equipe');
    const invited = await post(
      app,
      '/api/team',
      { name: 'Téo Lima', email: teamEmail, phone: '(11) 91111-2222' },
      token,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const invite = await app.db
      .selectFrom('outbox')
      .select(['text', 'html'])
      .where('recipient', '=', teamEmail)
      .executeTakeFirstOrThrow();
    expect(invite.html).toContain('D&#39;Ávila');
    // The bank: a line that pays his invoice by its txid, its memo truncated as banks do; another,
    // not his payment, naming him in capitals without accents.
    app.clock.set('2026-11-26T15:00:00.000Z');
    const txid = invoice.number.replace('-', '');
    const ofx = ofxStatement([
      {
        fitid: 'JOAO-1',
        amount: (invoice.total_cents / 100).toFixed(2),
        memo: `PIX RECEBIDO JOAO S CONCEI ${txid}`,
      },
      { fitid: 'JOAO-2', amount: '12.34', memo: 'PIX RECEBIDO JOAO DA CONCEICAO' },
      { fitid: 'OUTRO-1', amount: '56.78', memo: 'PIX RECEBIDO MARIA DA SILVA' },
    ]);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      body: ofx,
      headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${await staffToken(app)}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const paid = await app.db
      .selectFrom('invoices')
      .select(['status', 'received_cents'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'paga', received_cents: invoice.total_cents });

    // He was someone else's guest, under his old address.
    const host = await activeManager(app, { plan: 'Arena Exclusiva' });
    const hosted = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'Sala 10',
        date_initial: '2026-11-27 09:00:00',
        date_final: '2026-11-27 10:00:00',
        isStudio: false,
      },
      host.token,
    );
    expect(hosted.statusCode, hosted.body).toBe(200);
    const hostedId = hosted.json().appointment.id as number;
    const asGuest = await post(
      app,
      `/api/appointments/${hostedId}/guests`,
      { name: 'Joao Conceicao', email: oldEmail },
      host.token,
    );
    expect(asGuest.statusCode, asGuest.body).toBe(200);
    const byName = await post(app, `/api/appointments/${hostedId}/guests`, { name: 'JOÃO DA CONCEIÇÃO' }, host.token);
    expect(byName.statusCode, byName.body).toBe(200);

    // Pix received as the webhook keeps them: one on his invoice (a relative paid it), one he paid
    // for someone else, named as the PSP spells payers, one of a stranger.
    const at = '2026-11-26T15:05:00.000Z';
    const pix = (n: number, invoiceId: number | null, payer: string) => ({
      end_to_end_id: `E0000000020261126150500000000${n}`,
      txid: null,
      amount_cents: 1000,
      payer_name: payer,
      payer_document: '***.456.789-**',
      received_at: at,
      invoice_id: invoiceId,
      source: 'webhook' as const,
      recorded_at: at,
    });
    await app.db
      .insertInto('pix_received')
      .values([
        pix(1, invoice.id, 'MARIA S CONCEICAO'),
        pix(2, null, 'JOAO DA CONCEICAO'),
        pix(3, null, 'MARIA DA SILVA'),
      ])
      .execute();

    const answer = await asStaff('POST', `/api/admin/users/${id}/anonymize`);
    expect(answer.statusCode, answer.body).toBe(200);

    const payers = await app.db
      .selectFrom('pix_received')
      .select(['payer_name', 'payer_document'])
      .orderBy('end_to_end_id')
      .execute();
    expect(payers).toEqual([
      { payer_name: '[removido]', payer_document: '[removido]' },
      { payer_name: '[removido]', payer_document: '***.456.789-**' },
      { payer_name: 'MARIA DA SILVA', payer_document: '***.456.789-**' },
    ]);

    // The host's booking keeps two guests, not who they were.
    const guests = await app.db
      .selectFrom('booking_guests')
      .select(['name', 'email'])
      .where('appointment_id', '=', hostedId)
      .orderBy('id')
      .execute();
    expect(guests).toEqual([
      { name: '[removido]', email: null },
      { name: '[removido]', email: null },
    ]);
    // Nothing addressed to him, under either address.
    expect(
      await app.db.selectFrom('outbox').select('id').where('recipient', 'in', [oldEmail, newEmail]).execute(),
    ).toEqual([]);
    // The invite to Téo keeps its place, without his name in the text or in the HTML.
    const kept = await app.db
      .selectFrom('outbox')
      .select(['text', 'html'])
      .where('recipient', '=', teamEmail)
      .executeTakeFirstOrThrow();
    expect(kept.text).toContain('[removido] cadastrou você');
    expect(kept.html).toContain('[removido] cadastrou você');
    // The statement: the line that paid him loses its memo whatever it says; the other names him
    // no more; the one of someone else is untouched.
    const lines = await app.db.selectFrom('statement_lines').select(['fitid', 'memo']).orderBy('fitid').execute();
    expect(lines).toEqual([
      { fitid: 'JOAO-1', memo: '[removido]' },
      { fitid: 'JOAO-2', memo: 'PIX RECEBIDO [removido]' },
      { fitid: 'OUTRO-1', memo: 'PIX RECEBIDO MARIA DA SILVA' },
    ]);
    // The invoice stays, paid, its payment still linked to the line (the fiscal record).
    const after = await app.db
      .selectFrom('invoices')
      .select(['total_cents', 'status', 'received_cents'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ total_cents: invoice.total_cents, status: 'paga', received_cents: invoice.total_cents });
    const payment = await app.db
      .selectFrom('payments')
      .select(['amount_cents', 'statement_line_id'])
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(invoice.total_cents);
    expect(payment.statement_line_id).not.toBeNull();
    // Read as anyone with the database could, folded: no spelling of him is left but on the
    // invoice's bill-to, kept by law (docs/product.md#anonymize).
    const spelt = ['joao da conceicao', 'avila', 'conceicao', 'concei', fold(oldEmail), fold(newEmail)];
    for (const table of [
      'outbox',
      'audit',
      'requests',
      'statement_lines',
      'payments',
      'users',
      'companies',
      'booking_guests',
    ] as const) {
      const text = fold(JSON.stringify(await app.db.selectFrom(table).selectAll().execute()));
      expect(
        spelt.filter((s) => text.includes(s)),
        table,
      ).toEqual([]);
    }
  });
});
