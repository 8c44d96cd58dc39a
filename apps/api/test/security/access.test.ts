import { pathOf, searchOf, type Access, type Endpoint, type StaffRole } from '@arena/shared/contract/endpoint';
import { type EndpointName, endpoints } from '@arena/shared/contract/endpoints';
import { codeOf } from '@arena/shared/contract/error-codes';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { messages } from '@arena/shared/contract/all-words';

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, cookieOf, lastLinkToken, login, post, register, uniqueEmail } from '../flows.ts';
import { ADMIN, createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/**
 * Who may call what (docs/product.md#statuses-and-levels, #api): every /api route against every kind of caller.
 * 401 without a valid token, 403 with the pt-BR reason when status, level or role forbid it,
 * and anything but 401/403 (the handler ran) otherwise.
 */
type Rule = Access;
type Who = { token?: string; id?: number; email?: string; password?: string };
const roles = [
  'anonymous',
  'pending',
  'suspended',
  'member level 1',
  'team gerente',
  'manager',
  'another manager',
  'staff',
  'recepcao',
  'financeiro',
] as const;
type Role = (typeof roles)[number];

let app: TestApp;
const who = {} as Record<Role, Who>;
let memberEmail = '';
let appointmentId = 0;
let requestId = 0;

const phone = '(11) 91234-5678';
const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** A registration cookie from a fresh first step, for the later (cookie-bound) steps. */
async function draftCookie(email: string): Promise<string> {
  return cookieOf(await post(app, '/api/resgister-email', { email }));
}

/** What a caller sends besides its token: the path's params and query, a payload, headers. */
type Sent = Partial<Pick<InjectOptions, 'payload' | 'headers'>> & {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
};
type Build = (w: Who) => Promise<Sent> | Sent;
const none: Build = () => ({});
const body = (payload: object) => () => ({ payload });
const params = (values: Record<string, unknown>) => () => ({ params: values });
const query = (values: Record<string, unknown>) => () => ({ query: values });
const fresh =
  (prefix: string, rest: object = {}) =>
  () => ({ payload: { email: uniqueEmail(prefix), ...rest } });
const registerStep = (extra: object) => async () => {
  const email = uniqueEmail('cadastro');
  return { headers: { cookie: await draftCookie(email) }, payload: { email, ...extra } };
};
const contact = { name: 'Ana', email: 'ana@empresa.test', subject: 'Financeiro', message: 'Olá' };
const studio = { isStudio: true, participants: 'studio', name: 'Ana', phone, email: 'ana@empresa.test', mensage: 'Oi' };
const password = { password: 'senha123', confirm_password: 'senha123' };
const pixNotification = { pix: [{ endToEndId: 'E'.repeat(32), valor: '1.00', horario: '2026-11-23T13:00:00Z' }] };
const weekly = { date_initial: '2026-11-30 09:00:00', date_final: '2026-11-30 10:00:00', weeks: 2 };
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWJi2LP1PwAAAP//buXWVAAAAAZJREFUAwAErAJzElgaOQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What each endpoint is sent by every caller (default: nothing): one case or several. Keyed by
 * the endpoint's name, so every endpoint must have its line (a new one fails to compile here);
 * the rule and the path come from its one definition (packages/shared/src/<area>/calls.ts).
 */
const cases: Record<EndpointName, Build[]> = {
  createSession: [body({ email: 'ninguem@empresa.test', password: 'errada123' })],
  // Logging out revokes the token, so each caller logs out a session of its own.
  deleteSession: [async (w) => (w.email && w.password ? { headers: auth(await login(app, w.email, w.password)) } : {})],
  recoveryPass: [fresh('recupera')],
  resetPass: [body({ token: 'x'.repeat(43), ...password })],
  checkResetToken: [body({ token: 'x'.repeat(43) })],
  registerEmail: [fresh('cadastro')],
  registerPeople: [registerStep({ firstname: 'Ana', lastname: 'Souza', phone })],
  registerCompany: [registerStep({ document: '529.982.247-25', name_company: 'Empresa' })],
  registerPass: [registerStep(password)],
  registerTerms: [registerStep({ terms: true })],
  getRegisterDraft: [registerStep({})],
  // A dead link: everyone reaches the handler, which refuses it with 400.
  confirmEmail: [body({ token: 'x'.repeat(43) })],
  getMe: [none],
  getMyData: [none],
  endOtherSessions: [none],
  requestDeletion: [none],
  // Every member here accepted the version in force already: nothing new is recorded.
  acceptTerms: [body({ version: TERMS_TEXT_DATE })],
  getTermsChanges: [none],
  getTermsVersion: [params({ version: TERMS_TEXT_DATE })],
  updateUser: [body({ phone })],
  contact: [body(contact)],
  listHours: [params({ kind: '1' }), params({ kind: '2' })],
  listRooms: [none],
  listAppointments: [body({ participants: 'Sala 10' })],
  storeAppointment: [body(studio)],
  cancelAppointment: [(w) => ({ payload: { ui: w.id ?? 1, ai: 999_999 } })],
  listMyAppointments: [none],
  // No such room: members get the 404, nothing is booked.
  previewSeries: [body({ participants: 'Sala Nenhuma', ...weekly })],
  storeSeries: [body({ participants: 'Sala Nenhuma', ...weekly })],
  // No booking 999999: members get the 404 (another's booking is tested in test/bookings/guests).
  listGuests: [params({ id: 999_999 })],
  addGuest: [() => ({ params: { id: 999_999 }, payload: { name: 'Ana' } })],
  checkIn: [params({ id: 999_999 })],
  checkInAtRoom: [params({ roomCode: 999_999 })],
  removeGuest: [params({ id: 999_999, guestId: 1 })],
  listVisitors: [none, query({ date: '2026-11-24' })],
  markVisitorArrived: [params({ id: 999_999 })],
  getCalendar: [none],
  resetCalendar: [none],
  getCalendarFeed: [params({ secret: 'x'.repeat(43) })],
  // Without the Pix settings the webhook is not there: everyone reaches the handler, which answers 404.
  receivePixWebhook: [() => ({ params: { secret: 'x'.repeat(43) }, payload: pixNotification })],
  receivePixWebhookPix: [() => ({ params: { secret: 'x'.repeat(43) }, payload: pixNotification })],
  getTeam: [none],
  getTeamSeats: [none],
  createTeamMember: [fresh('equipe', { name: 'Novo', phone })],
  updateTeamMember: [fresh('ninguem', { name: 'X' })],
  removeTeamMember: [fresh('ninguem')],
  // No such member: the account holder gets the 404, a team gerente the 403 (docs/product.md#team-gerente).
  setTeamMemberLevel: [fresh('ninguem', { level: 2 })],
  resendInvite: [fresh('ninguem')],
  listMembers: [query({ status: 'Ativo' }), query({ q: 'souza' })],
  getMember: [() => ({ params: { id: who['another manager'].id } })],
  patchMember: [() => ({ params: { id: who['another manager'].id }, payload: { plan: 'Arena Dedicada' } })],
  // An approved manager's address is proven: staff get the 409, the others their 401/403 first.
  // An id nobody has: the handler runs (404) without anonymising anyone the other cases use.
  anonymizeMember: [() => ({ params: { id: 999_999 } })],
  resendConfirmation: [() => ({ params: { id: who['another manager'].id } })],
  listRequests: [query({ type: 'support' })],
  patchRequest: [() => ({ params: { id: requestId }, payload: { status: 'done' } })],
  listOutbox: [none, query({ limit: 5, before: 999_999 })],
  // No message 999999: staff get the 404, the others their 401/403 first.
  resendMail: [params({ id: 999_999 })],
  listAudit: [none, query({ limit: 5, before: 999_999 })],
  getAdminSummary: [none],
  // Staff accounts (docs/product.md#staff-roles): no account 999999, so the PATCH and DELETE
  // change nothing; the invite is a new address each time.
  listStaff: [none],
  inviteStaff: [fresh('equipe-espaco', { name: 'Nova Pessoa', role: 'recepcao' })],
  updateStaff: [() => ({ params: { id: 999_999 }, payload: { role: 'financeiro' } })],
  removeStaff: [params({ id: 999_999 })],
  // The cancel names no real booking: the one made in beforeAll must stay booked for the
  // ownership tests below.
  listAgenda: [query({ from: '2026-11-24', to: '2026-11-30' })],
  cancelByStaff: [() => ({ params: { id: 999_999 }, payload: { reason: 'Manutenção' } })],
  listAdminClosedDays: [query({ year: 2027 })],
  closeDay: [body({ date: '2027-06-07', reason: 'Inventário' })],
  reopenDay: [params({ date: '2027-06-08' })],
  loadHolidays: [body({ year: 2027 })],
  // Room 1 is Sala 10; the PATCH changes nothing, the picture is a 1×1 PNG.
  listAdminRooms: [none],
  createRoom: [body({ name: 'Sala Acesso', capacity: 4 })],
  updateRoom: [() => ({ params: { id: 1 }, payload: { capacity: 6 } })],
  uploadRoomPicture: [() => ({ params: { id: 1 }, headers: { 'content-type': 'image/png' }, payload: tinyPng })],
  getRoomPicture: [params({ id: 1 })],
  getRoomCheckinQr: [params({ id: 1 })],
  // Plan 1 is Arena Compartilhada; the PATCH changes nothing.
  getUsage: [query({ month: '2026-11' })],
  getBookingBlock: [none],
  resendMyConfirmation: [none],
  listPlans: [none],
  createPlan: [body({ name: 'Plano Acesso', monthly_hours: 2, overage: 'block' })],
  updatePlan: [() => ({ params: { id: 1 }, payload: { monthly_hours: 4 } })],
  getUsageReport: [query({ month: '2026-11' })],
  getUsageCsv: [query({ month: '2026-11' })],
  listInvoices: [none],
  getInvoice: [params({ id: 999999 })],
  getInvoiceReceipt: [params({ id: 999999 })],
  listAdminInvoices: [query({ month: '2026-11' })],
  getAdminInvoice: [params({ id: 999999 })],
  issueInvoices: [body({ month: '2030-01' })],
  previewIssueInvoices: [body({ month: '2026-10' })],
  sendPaidNotice: [params({ id: 999999 })],
  markInvoicePaid: [() => ({ params: { id: 999999 }, payload: { paid_on: '2026-11-20', method: 'pix' } })],
  undoInvoicePayment: [params({ id: 999999 })],
  cancelInvoice: [() => ({ params: { id: 999999 }, payload: { reason: 'Teste' } })],
  listUnknownPix: [none],
  // Without the Pix settings the handler refuses it (409); no PSP is asked.
  refundPix: [
    () => ({ params: { id: 999999 }, payload: { end_to_end_id: 'E'.repeat(32), amount_cents: 100, reason: 'Teste' } }),
  ],
  // A charge that is not refused (none here): 404 for an unknown invoice, 409 otherwise.
  retryPixCharge: [params({ id: 999999 })],
  correctInvoice: [() => ({ params: { id: 999999 }, payload: { reason: 'Teste' } })],
  setInvoiceNfse: [() => ({ params: { id: 999999 }, payload: { nfse_number: '123' } })],
  resendInvoiceNfse: [() => ({ params: { id: 999999 } })],
  importStatement: [() => ({ payload: 'nada', headers: { 'content-type': 'application/x-ofx' } })],
  listStatementLines: [none],
  assignStatementLine: [body({ line_id: 999999, invoice_number: '2026-999999' })],
  setStatementLineAside: [body({ line_id: 999999, reason: 'Teste' })],
  restoreStatementLine: [body({ line_id: 999999 })],
  getInvoicesCsv: [query({ month: '2026-11' })],
  getHealth: [none],
  getConfig: [none],
  listClosedDays: [none],
};

type Expected = 'allowed' | { status: 401 | 403; answer: ReturnType<typeof refused> };

/** Who may call, by hand: a member rule, or the staff roles a staff call lets in. */
type Allowed = Exclude<Rule, 'staff'> | readonly StaffRole[];
const ALL_STAFF = ['recepcao', 'financeiro', 'admin'] as const;
const RECEPTION = ['recepcao', 'admin'] as const;
const FINANCE = ['financeiro', 'admin'] as const;
const ADMIN_ONLY = ['admin'] as const;

/**
 * The expected answer of every call, written by hand from docs/product.md#access-rules and the
 * role table of docs/product.md#staff-roles, never read from the definitions under test: widening
 * a role or a rule in packages/shared/src/<area>/calls.ts fails a cell below, and an endpoint added without a
 * row here fails "names every endpoint" (and the typecheck).
 */
const allowed: Record<EndpointName, Allowed> = {
  // Anyone: signing in, registering, links, health and config, a room's picture, the calendar feed.
  getConfig: 'public',
  getHealth: 'public',
  checkResetToken: 'public',
  createSession: 'public',
  recoveryPass: 'public',
  resetPass: 'public',
  confirmEmail: 'public',
  getRegisterDraft: 'public',
  registerCompany: 'public',
  registerEmail: 'public',
  registerPass: 'public',
  registerPeople: 'public',
  registerTerms: 'public',
  getRoomPicture: 'public',
  getCalendarFeed: 'public',
  // The PSP's webhook: the secret in its address and the proxy's mTLS are its authentication.
  receivePixWebhook: 'public',
  receivePixWebhookPix: 'public',
  listClosedDays: 'public',
  contact: 'optional',
  // Anyone signed in: the session, the terms, one's own data and usage, the rooms and hours, one's invoices.
  deleteSession: 'user',
  acceptTerms: 'user',
  getTermsChanges: 'user',
  getTermsVersion: 'public',
  endOtherSessions: 'user',
  getMe: 'user',
  getMyData: 'user',
  getUsage: 'user',
  requestDeletion: 'user',
  listRooms: 'user',
  listHours: 'user',
  listInvoices: 'user',
  getInvoice: 'user',
  getInvoiceReceipt: 'user',
  getBookingBlock: 'user',
  resendMyConfirmation: 'user',
  sendPaidNotice: 'user',
  // Ativo managers, the account holder or a team gerente: booking, the studio, guests, check-in, the calendar.
  getCalendar: 'manager',
  resetCalendar: 'manager',
  cancelAppointment: 'manager',
  listAppointments: 'manager',
  listMyAppointments: 'manager',
  previewSeries: 'manager',
  storeAppointment: 'manager',
  storeSeries: 'manager',
  addGuest: 'manager',
  listGuests: 'manager',
  removeGuest: 'manager',
  checkIn: 'manager',
  checkInAtRoom: 'manager',
  // The account holder alone: Cadastro and the team (docs/product.md#team-gerente).
  updateUser: 'holder',
  createTeamMember: 'holder',
  getTeam: 'holder',
  getTeamSeats: 'holder',
  removeTeamMember: 'holder',
  resendInvite: 'holder',
  setTeamMemberLevel: 'holder',
  updateTeamMember: 'holder',
  // Every staff role: the members list and detail, the summary, the plan and room lists.
  getAdminSummary: ALL_STAFF,
  listMembers: ALL_STAFF,
  getMember: ALL_STAFF,
  listPlans: ALL_STAFF,
  listAdminRooms: ALL_STAFF,
  // Reception: the agenda and staff cancel, visitors, closed days and holidays, requests, the room QR.
  listAgenda: RECEPTION,
  cancelByStaff: RECEPTION,
  listVisitors: RECEPTION,
  markVisitorArrived: RECEPTION,
  listAdminClosedDays: RECEPTION,
  closeDay: RECEPTION,
  reopenDay: RECEPTION,
  loadHolidays: RECEPTION,
  listRequests: RECEPTION,
  patchRequest: RECEPTION,
  getRoomCheckinQr: RECEPTION,
  // Finance: approvals and member changes, plans, usage, invoices and statements.
  patchMember: FINANCE,
  resendConfirmation: FINANCE,
  createPlan: FINANCE,
  updatePlan: FINANCE,
  getUsageReport: FINANCE,
  getUsageCsv: FINANCE,
  listAdminInvoices: FINANCE,
  getAdminInvoice: FINANCE,
  issueInvoices: FINANCE,
  previewIssueInvoices: FINANCE,
  markInvoicePaid: FINANCE,
  undoInvoicePayment: FINANCE,
  cancelInvoice: FINANCE,
  refundPix: FINANCE,
  retryPixCharge: FINANCE,
  listUnknownPix: FINANCE,
  correctInvoice: FINANCE,
  setInvoiceNfse: FINANCE,
  resendInvoiceNfse: FINANCE,
  getInvoicesCsv: FINANCE,
  importStatement: FINANCE,
  listStatementLines: FINANCE,
  assignStatementLine: FINANCE,
  setStatementLineAside: FINANCE,
  restoreStatementLine: FINANCE,
  // Administrators alone: rooms and their pictures, anonymising, e-mails, the audit log, the staff.
  createRoom: ADMIN_ONLY,
  updateRoom: ADMIN_ONLY,
  uploadRoomPicture: ADMIN_ONLY,
  anonymizeMember: ADMIN_ONLY,
  listOutbox: ADMIN_ONLY,
  resendMail: ADMIN_ONLY,
  listAudit: ADMIN_ONLY,
  listStaff: ADMIN_ONLY,
  inviteStaff: ADMIN_ONLY,
  updateStaff: ADMIN_ONLY,
  removeStaff: ADMIN_ONLY,
};

/** The staff role each staff caller has: `staff` is the account ADMIN_EMAIL made, an administrator. */
const staffRoleOf: Partial<Record<Role, StaffRole>> = {
  staff: 'admin',
  recepcao: 'recepcao',
  financeiro: 'financeiro',
};

function expected(role: Role, may: Allowed): Expected {
  const rule: Rule = typeof may === 'string' ? may : 'staff';
  const allowedRoles: readonly StaffRole[] = typeof may === 'string' ? [] : may;
  if (rule === 'public' || rule === 'optional') return 'allowed';
  if (role === 'anonymous') return { status: 401, answer: refused('UNAUTHENTICATED', usersWords.unauthenticated) };
  const staffRole = staffRoleOf[role];
  // Staff accounts book nothing and manage no team (docs/product.md#access-rules).
  if (staffRole && (rule === 'manager' || rule === 'holder')) {
    return { status: 403, answer: refused('MEMBERS_ONLY', usersWords.membersOnly) };
  }
  // Each staff route lets in only the roles its one definition names (docs/product.md#staff-roles).
  if (staffRole && rule === 'staff') {
    return allowedRoles.includes(staffRole)
      ? 'allowed'
      : { status: 403, answer: refused('STAFF_ROLE_FORBIDDEN', usersWords.staffRoleForbidden) };
  }
  if (staffRole || rule === 'user') return 'allowed';
  if (rule === 'staff') return { status: 403, answer: refused('STAFF_ONLY', usersWords.staffOnly) };
  // The status is the reason, never the level: a pending registration is being reviewed
  // (PENDING_REVIEW), a suspended account hears the seed's text (NOT_ACTIVE).
  if (role === 'pending') return { status: 403, answer: refused('PENDING_REVIEW', usersWords.pendingReview) };
  if (role === 'suspended') return { status: 403, answer: refused('NOT_ACTIVE', usersWords.notActive) };
  if (role === 'member level 1') return { status: 403, answer: refused('MANAGERS_ONLY', usersWords.managersOnly) };
  // A team gerente books and requests the studio; Cadastro and the team stay the account holder's
  // (docs/product.md#team-gerente).
  if (role === 'team gerente' && rule === 'holder') {
    return { status: 403, answer: refused('HOLDERS_ONLY', usersWords.holdersOnly) };
  }
  return 'allowed';
}

const cells = roles.flatMap((role) =>
  (Object.entries(cases) as Array<[EndpointName, Build[]]>).flatMap(([name, builds]) =>
    builds.map((build, n) => {
      const { method, path } = endpoints[name] as Endpoint;
      const want = expected(role, allowed[name]);
      const label = builds.length > 1 ? ` #${n + 1}` : '';
      return {
        name: `${role}: ${method} /api${path}${label} → ${want === 'allowed' ? want : want.status}`,
        role,
        name_: name,
        build,
        want,
      };
    }),
  ),
);

async function account(email: string, password: string): Promise<Who> {
  const res = await post(app, '/api/session', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().user.id, email, password, token: res.json().token };
}

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_GLOBAL: '100000/1m',
    RATE_LIMIT_CONTACT: '1000/1h',
    RATE_LIMIT_REGISTER: '1000/1h',
  });
  who.anonymous = {};
  who.manager = await activeManager(app, { qtd_team: 5 });
  who['another manager'] = await activeManager(app);
  who.staff = await account(ADMIN.email, ADMIN.password);
  // A reception and a finance account, invited by the administrator and set up from the link.
  for (const role of ['recepcao', 'financeiro'] as const) {
    const email = uniqueEmail(role);
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { name: `Pessoa ${role}`, email, role },
      headers: auth(who.staff.token),
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const link = await lastLinkToken(app, email);
    expect(
      (await post(app, '/api/reset-pass', { token: link, ...password, terms_version: TERMS_TEXT_DATE })).statusCode,
    ).toBe(200);
    who[role] = await account(email, password.password);
  }
  const pendingEmail = uniqueEmail('pendente');
  await register(app, pendingEmail, 'senha123');
  who.pending = await account(pendingEmail, 'senha123');
  const suspended = await activeManager(app);
  const suspend = await app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${suspended.id}`,
    payload: { status: 'Inativo', reason: 'Pagamento em atraso' },
    headers: auth(who.staff.token),
  });
  expect(suspend.statusCode, suspend.body).toBe(200);
  who.suspended = suspended;

  memberEmail = uniqueEmail('equipe');
  const added = await post(app, '/api/team', { name: 'Bruno Lima', email: memberEmail, phone }, who.manager.token);
  expect(added.statusCode).toBe(200);
  const token = await lastLinkToken(app, memberEmail);
  const set = await post(app, '/api/reset-pass', {
    token,
    password: 'bruno123',
    confirm_password: 'bruno123',
    terms_version: TERMS_TEXT_DATE,
  });
  expect(set.statusCode).toBe(200);
  who['member level 1'] = await account(memberEmail, 'bruno123');
  // A second member, made a gerente by the account holder (docs/product.md#team-gerente).
  const gerenteEmail = uniqueEmail('gerente');
  expect(
    (await post(app, '/api/team', { name: 'Gina Reis', email: gerenteEmail, phone }, who.manager.token)).statusCode,
  ).toBe(200);
  const gerenteLink = await lastLinkToken(app, gerenteEmail);
  expect(
    (await post(app, '/api/reset-pass', { token: gerenteLink, ...password, terms_version: TERMS_TEXT_DATE }))
      .statusCode,
  ).toBe(200);
  const promoted = await app.inject({
    method: 'PUT',
    url: '/api/team/level',
    payload: { email: gerenteEmail, level: 2 },
    headers: auth(who.manager.token),
  });
  expect(promoted.statusCode, promoted.body).toBe(200);
  who['team gerente'] = await account(gerenteEmail, password.password);

  const booking = { participants: 'Sala 10', date_initial: '2026-11-24 09:00:00', date_final: '2026-11-24 10:00:00' };
  const booked = await post(app, '/api/manager/appointment/store', { ...booking, isStudio: false }, who.manager.token);
  expect(booked.statusCode).toBe(200);
  appointmentId = booked.json().appointment.id;
  expect((await post(app, '/api/contact', contact)).statusCode).toBe(200);
  requestId = (await app.db.selectFrom('requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await app?.close();
});

describe('role × endpoint', () => {
  it('the hand-written table and the cases name every endpoint, and no other', () => {
    const names = Object.keys(endpoints).sort();
    expect(Object.keys(allowed).sort()).toEqual(names);
    expect(Object.keys(cases).sort()).toEqual(names);
  });

  it("each endpoint's one definition says what the hand-written table says", () => {
    const defined = Object.fromEntries(
      Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => [
        name,
        e.access === 'staff' ? [...(e.roles ?? [])].sort() : e.access,
      ]),
    );
    const table = Object.fromEntries(
      Object.entries(allowed).map(([name, a]) => [name, typeof a === 'string' ? a : [...a].sort()]),
    );
    expect(defined).toEqual(table);
  });

  it.each(cells)('$name', async ({ role, name_, build, want }) => {
    const { method, path } = endpoints[name_];
    const { params: values, query: search, ...extra } = await build(who[role]);
    const headers = { ...auth(who[role].token), ...(extra.headers ?? {}) };
    const url = `/api${pathOf(path, values)}${searchOf(search)}`;
    const res = await app.inject({ method, url, ...extra, headers });
    if (want === 'allowed') {
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
    } else {
      expect(res.statusCode, res.body).toBe(want.status);
      expect(res.json()).toEqual(want.answer);
    }
  });
});

describe('a manager touches only their own appointments and team', () => {
  const put = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'PUT', url, payload, headers: auth(token) });
  const stillBooked = async () => {
    const list = await post(app, '/api/manager/appointment/list', { participants: 'Sala 10' }, who.manager.token);
    return list.json().some((a: { id: number }) => a.id === appointmentId);
  };

  it("another manager cannot cancel the first manager's appointment", async () => {
    const other = who['another manager'];
    const res = await put('/api/cancel-appointment', { ui: other.id, ai: appointmentId }, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: bookingsWords.appointmentNotYours, code: 'APPOINTMENT_NOT_YOURS' });
    expect(await stillBooked()).toBe(true);
  });

  it.each([
    ['another manager names the owner as ui', 'another manager', 'manager'],
    ['the owner names another user as ui', 'manager', 'another manager'],
  ] as const)('%s: 403', async (_name, caller, named) => {
    const res = await put('/api/cancel-appointment', { ui: who[named].id, ai: appointmentId }, who[caller].token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: bookingsWords.appointmentNotYours, code: 'APPOINTMENT_NOT_YOURS' });
    expect(await stillBooked()).toBe(true);
  });

  it("another manager cannot update the first manager's team member", async () => {
    const change = { email: memberEmail, name: 'Invasor', phone: '(21) 98765-4321' };
    const res = await put('/api/team', change, who['another manager'].token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Este usuário não faz parte da sua equipe.', code: 'TEAM_MEMBER_NOT_FOUND' });
    const team = await app.inject({ method: 'GET', url: '/api/team', headers: auth(who.manager.token) });
    const bruno = {
      participant: { name: 'Bruno Lima', email: memberEmail, phone: '11912345678' },
      invite: 'active',
      level: 1,
    };
    expect(team.json()).toContainEqual(bruno);
  });

  it("another manager cannot make the first manager's team member a gerente", async () => {
    const res = await put('/api/team/level', { email: memberEmail, level: 2 }, who['another manager'].token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Este usuário não faz parte da sua equipe.', code: 'TEAM_MEMBER_NOT_FOUND' });
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: auth(who['member level 1'].token) });
    expect(me.json().level).toBe(1);
  });

  it("another manager cannot remove the first manager's team member", async () => {
    const res = await post(app, '/api/team/remove', { email: memberEmail }, who['another manager'].token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Este usuário não faz parte da sua equipe.', code: 'TEAM_MEMBER_NOT_FOUND' });
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: auth(who['member level 1'].token) });
    expect(me.statusCode).toBe(200);
  });
});

describe('tokens that are not a live session', () => {
  const me = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: authorization ? { authorization } : {} });
  /** A 401; a token the server issued is told why it ended (docs/product.md#sessions). */
  const refused = (
    res: Awaited<ReturnType<typeof me>>,
    key: 'unauthenticated' | 'sessionExpired' | 'sessionLoggedOut' = 'unauthenticated',
  ) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages[key], code: codeOf(key) });
  };

  it.each([
    ['a garbage token', 'Bearer not-a-real-token'],
    ['a well-formed but unknown token', `Bearer ${'A'.repeat(43)}`],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('staff@arena.test:staff123').toString('base64')}`],
    ['an oversized token', `Bearer ${'a'.repeat(5000)}`],
  ])('%s gives 401', async (_name, header) => {
    refused(await me(header));
  });

  it('an expired token gives 401', async () => {
    const token = await login(app, ADMIN.email, ADMIN.password);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    app.clock.advance(31 * 86_400_000);
    try {
      refused(await me(`Bearer ${token}`), 'sessionExpired');
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });

  it('a revoked (logged out) token gives 401, on user and manager routes alike', async () => {
    const { email, password } = who['another manager'];
    const token = await login(app, email as string, password as string);
    const out = await app.inject({ method: 'DELETE', url: '/api/session', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    refused(await me(`Bearer ${token}`), 'sessionLoggedOut');
    refused(await app.inject({ method: 'GET', url: '/api/team', headers: auth(token) }), 'sessionLoggedOut');
    // Only that session ended: the manager's other session still works.
    expect((await me(`Bearer ${who['another manager'].token}`)).statusCode).toBe(200);
  });
});

describe('the route table', () => {
  it('is exactly the endpoints of packages/shared/src/contract/endpoints.ts, each with its declared rule, and the OpenAPI page', () => {
    const registered = app.routeTable.map((r) => `${r.auth} ${r.method} ${r.url}`).sort();
    const defined = Object.values(endpoints).map((e) => `${e.access} ${e.method} /api${e.path}`);
    expect(registered).toEqual([...defined, 'public GET /api/docs'].sort());
  });
});
