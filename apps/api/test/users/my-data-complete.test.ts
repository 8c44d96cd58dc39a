import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp, usingPostgres } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import { ofxStatement } from '../invoices/ofx-files.ts';

/**
 * _Meus dados_ holds everything about the person (docs/product.md#my-data, review M7): invoices
 * and payments, guests, a series, a check-in, e-mails to a former address, audit entries about
 * their bookings and invoices — and every table that points at a person is either in the export
 * or excluded here with its reason, read from the database's own foreign keys.
 */

/**
 * Each foreign key that leads to a person (`table.column`), and where the export holds it — or
 * why not (`excluded:`). A new table or column pointing at users, at their bookings or at their
 * invoices fails the walk below until it is placed here.
 */
const PLACED: Record<string, string> = {
  'users.manager_id': 'user',
  'companies.user_id': 'company',
  'sessions.user_id': 'sessions',
  'trusted_devices.user_id': 'devices',
  'one_time_tokens.user_id':
    'excluded: a one-time link is a secret that opens the account; it is deleted once used or expired',
  'appointments.user_id': 'bookings',
  'appointments.cancelled_by': 'excluded: who cancelled may be staff, whose identity is not the person’s data',
  'appointments.billed_invoice_id': 'bookings',
  'booking_guests.appointment_id': 'guests',
  'requests.user_id': 'requests',
  'calendar_feeds.user_id': 'calendar_feed',
  'terms_acceptances.user_id': 'terms_acceptances',
  'invoices.account_id': 'invoices',
  'invoices.replaces_id': 'invoices',
  'invoices.issued_by': 'excluded: the staff member who issued it',
  'invoices.paid_by': 'excluded: the staff member who recorded the payment',
  'invoices.cancelled_by': 'excluded: the staff member who cancelled it',
  'payments.invoice_id': 'payments',
  'payments.statement_line_id': 'payments',
  'payments.recorded_by': 'excluded: the staff member who recorded it',
  'statement_lines.imported_by': 'excluded: the staff member who imported the statement',
  'statement_lines.set_aside_by': 'excluded: the staff member who set the line aside',
  'statement_lines.invoice_id': 'payments',
  'pix_charges.invoice_id': 'pix_charges',
  'nfse.invoice_id': 'nfse',
  'pix_received.invoice_id': 'pix_received',
  'pix_refunds.invoice_id': 'pix_refunds',
  'pix_refunds.end_to_end_id': 'pix_refunds',
  'pix_refunds.requested_by': 'excluded: the staff member who asked the PSP for the refund',
  'erasures.user_id':
    'excluded: an anonymisation under way, whose person no longer signs in; the row goes when it ends',
};

/** Every foreign key in the database: [table, column, referenced table]. */
async function foreignKeys(app: TestApp): Promise<Array<[string, string, string]>> {
  if (usingPostgres) {
    const { rows } = await sql<{ table_name: string; column_name: string; ref: string }>`
      select kcu.table_name, kcu.column_name, ccu.table_name as ref
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(app.db);
    return rows.map((r) => [r.table_name, r.column_name, r.ref]);
  }
  const { rows: tables } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.db);
  const out: Array<[string, string, string]> = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ table: string; from: string }>`select * from pragma_foreign_key_list(${name})`.execute(
      app.db,
    );
    for (const r of rows) out.push([name, r.from, r.table]);
  }
  return out;
}

describe('the export holds everything about the person', () => {
  let app: TestApp;
  let ana: Member;
  let data: Record<string, unknown>;
  let oldEmail = '';
  const { pricedPlan } = invoiceSteps(() => app);
  const rowsOf = (key: string) => data[key] as Array<Record<string, unknown>>;

  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_GLOBAL: '100000/1m',
      CHECKIN_MINUTES: '15',
      PIX_KEY: 'financeiro@arenacowork.com.br',
      PIX_MERCHANT_NAME: 'Arena Cowork',
      PIX_MERCHANT_CITY: 'São Paulo',
    });
    // Monday 2026-11-23, 12:00 in São Paulo: a priced plan, so approval issues a real invoice.
    app.clock.set('2026-11-23T15:00:00.000Z');
    const plan = await pricedPlan({ monthly_price_cents: 52_300, overage_hour_cents: 4_000 });
    ana = await activeManager(app, { plan: plan.name, qtd_team: 1 });
    oldEmail = ana.email;
    // A weekly series, and a booking starting now to check in to.
    const series = await post(
      app,
      '/api/manager/appointment/series',
      { participants: 'Sala 10', date_initial: '2026-11-24 09:00:00', date_final: '2026-11-24 10:00:00', weeks: 2 },
      ana.token,
    );
    expect(series.statusCode, series.body).toBe(200);
    const now = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'Sala 20',
        date_initial: '2026-11-23 12:30:00',
        date_final: '2026-11-23 13:30:00',
        isStudio: false,
      },
      ana.token,
    );
    expect(now.statusCode, now.body).toBe(200);
    const nowId = now.json().appointment.id as number;
    app.clock.set('2026-11-23T15:25:00.000Z');
    const checkin = await post(app, `/api/appointments/${nowId}/checkin`, {}, ana.token);
    expect(checkin.statusCode, checkin.body).toBe(200);
    // A guest on the series' first date.
    const first = await app.db
      .selectFrom('appointments')
      .select('id')
      .where('user_id', '=', ana.id)
      .where('series_id', 'is not', null)
      .orderBy('date_initial')
      .executeTakeFirstOrThrow();
    const guest = await post(
      app,
      `/api/appointments/${first.id}/guests`,
      { name: 'Carla Dias', email: 'carla@cliente.test' },
      ana.token,
    );
    expect(guest.statusCode, guest.body).toBe(200);
    // Já paguei, then the bank's line pays it.
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(invoice.total_cents).toBeGreaterThan(0);
    expect((await post(app, `/api/invoices/${invoice.id}/paid-notice`, {}, ana.token)).statusCode).toBe(200);
    app.clock.set('2026-11-26T15:00:00.000Z');
    const ofx = ofxStatement([
      {
        fitid: 'ANA-1',
        amount: (invoice.total_cents / 100).toFixed(2),
        memo: `PIX RECEBIDO ANA ${invoice.number.replace('-', '')}`,
      },
    ]);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      body: ofx,
      headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${await staffToken(app)}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // The Pix side as the charge job and the webhook leave it (tested in test/invoices/pix-*.test.ts):
    // a charge, a Pix from Ana's own account beyond the balance, and its surplus refunded.
    const at = '2026-11-26T15:05:00.000Z';
    await app.db
      .insertInto('pix_charges')
      .values({
        invoice_id: invoice.id,
        txid: 'ANA0000000000000000000000001',
        state: 'concluida',
        pending: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    // The NFS-e as the NFS-e job leaves it (tested in test/nfse/nfse-job.test.ts).
    await app.db
      .insertInto('nfse')
      .values({
        invoice_id: invoice.id,
        state: 'aceita',
        serie: 900,
        n_dps: 1,
        dps_id: 'DPS355030821122233300018100900000000000000001',
        access_key: '3'.repeat(50),
        nfse_number: '1',
        nfse_xml: '<NFSe><xNome>Ana Souza</xNome></NFSe>',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await app.db
      .insertInto('pix_received')
      .values({
        end_to_end_id: 'E00000000202611261505ANA000001',
        txid: 'ANA0000000000000000000000001',
        amount_cents: 1000,
        payer_name: 'Ana Souza',
        payer_document: '***.456.789-**',
        received_at: at,
        invoice_id: invoice.id,
        source: 'webhook',
        recorded_at: at,
      })
      .execute();
    await app.db
      .insertInto('pix_refunds')
      .values({
        id: 'D1ANA',
        end_to_end_id: 'E00000000202611261505ANA000001',
        invoice_id: invoice.id,
        amount_cents: 1000,
        state: 'devolvido',
        reason: 'Pagamento em duplicidade',
        requested_by: 1,
        requested_at: at,
        updated_at: at,
      })
      .execute();
    // A request, and the calendar address.
    const contact = await post(
      app,
      '/api/contact',
      { name: 'Ana', email: ana.email, subject: 'Financeiro', message: 'Uma pergunta' },
      ana.token,
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const feed = await app.inject({
      method: 'GET',
      url: '/api/users/me/calendar',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    // A new address: the copies sent to the old one are still hers.
    const newEmail = uniqueEmail('ana-nova');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users',
      payload: { phone: '(11) 91234-5678', email: newEmail, old_password: ana.password },
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app.background.idle();
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    data = res.json();
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds the invoice, its lines, Pix txid and Já paguei notice, and the payment with the statement memo', () => {
    const [invoice] = rowsOf('invoices');
    expect(invoice).toMatchObject({
      status: 'paga',
      total_cents: expect.any(Number),
      paid_notice_at: expect.any(String),
      pix_txid: expect.stringMatching(/^\d{10}$/),
      lines: expect.arrayContaining([expect.objectContaining({ total_cents: expect.any(Number) })]),
    });
    expect(Number(invoice?.total_cents)).toBeGreaterThan(0);
    expect(rowsOf('payments')).toEqual([
      expect.objectContaining({
        invoice_id: invoice?.id,
        amount_cents: invoice?.total_cents,
        method: 'pix',
        statement_memo: expect.stringContaining('PIX RECEBIDO ANA'),
      }),
    ]);
  });

  it('holds the bookings with series, check-in and recorded price, and the guests invited', () => {
    const bookings = rowsOf('bookings');
    expect(bookings.filter((b) => b.series_id !== null)).toHaveLength(2);
    expect(bookings.filter((b) => b.checked_in_at !== null)).toHaveLength(1);
    for (const b of bookings) {
      expect(b).toHaveProperty('released_at');
      expect(b).toHaveProperty('overage_hour_cents');
      expect(b).toHaveProperty('plan_id');
    }
    expect(rowsOf('guests')).toEqual([expect.objectContaining({ name: 'Carla Dias', email: 'carla@cliente.test' })]);
  });

  it('holds the e-mails sent to her former address, and the audit entries about her bookings and invoices', () => {
    const user = data.user as { former_emails: string[] };
    expect(user.former_emails).toEqual([oldEmail]);
    expect(rowsOf('emails').some((m) => m.recipient === oldEmail)).toBe(true);
    const targets = rowsOf('audit').map((a) => String(a.target));
    expect(targets).toContain(`user:${ana.id}`);
    expect(targets.some((t) => t.startsWith('invoice:'))).toBe(true);
    expect(rowsOf('audit').map((a) => a.action)).toEqual(expect.arrayContaining(['user.email', 'invoice.pay']));
  });

  it('places every foreign key that leads to a person, and holds each one placed in the export', async () => {
    const keys = await foreignKeys(app);
    // The tables that are about a person: users, then whatever points at them, to a fixed point.
    const personal = new Set(['users']);
    for (let grew = true; grew;) {
      grew = false;
      for (const [table, , ref] of keys) {
        if (personal.has(ref) && !personal.has(table)) {
          personal.add(table);
          grew = true;
        }
      }
    }
    const leading = keys.filter(([, , ref]) => personal.has(ref)).map(([t, c]) => `${t}.${c}`);
    expect(leading.length).toBeGreaterThan(10);
    const unplaced = leading.filter((k) => !(k in PLACED));
    expect(unplaced, 'foreign keys to a person that the export neither holds nor excludes').toEqual([]);
    for (const key of new Set(leading.map((k) => PLACED[k] as string))) {
      if (key.startsWith('excluded:')) continue;
      const value = data[key];
      expect(value, key).toBeDefined();
      if (Array.isArray(value)) expect(value.length, key).toBeGreaterThan(0);
      else expect(value, key).not.toBeNull();
    }
  });
});
