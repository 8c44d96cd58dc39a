import { bearer, send, type Transport } from './transport.ts';

/**
 * A member's way in, as plain API calls: the five registration steps (seed §2), staff approval
 * (product.md §3, `PATCH /api/admin/users/:id`) and login. API tests, e2e, the benchmark and the
 * smoke script all build their accounts with these, each through its own transport.
 */
export const VALID_CPF = '529.982.247-25';
export const VALID_CNPJ = '11.222.333/0001-81';
export const ALNUM_CNPJ = '12.ABC.345/01DE-35';

/** The cookie that ties the later registration steps to the browser that started them. */
export const REGISTRATION_COOKIE = 'arena_reg';

export type Applicant = {
  email: string;
  password?: string;
  firstname?: string;
  document?: string;
  site?: string;
};

/** Steps 2 to 5 of the wizard, with the answers a person would type. */
export function registrationSteps(applicant: Applicant): Array<[url: string, body: object]> {
  const { email, password = 'senha123', firstname = 'Ana', document = VALID_CNPJ, site = '' } = applicant;
  return [
    ['/api/register-people', { email, firstname, lastname: 'Souza', phone: '(11) 91234-5678' }],
    [
      '/api/register-company',
      { email, document, name_company: 'Empresa Teste', activity: 'Design', phone_company: '3456-7890', site },
    ],
    ['/api/register-pass', { email, password, confirm_password: password }],
    ['/api/register-terms', { email, terms: true }],
  ];
}

/** `name=value` of the registration cookie a first step set, ready for a Cookie header. */
export function registrationCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${REGISTRATION_COOKIE}=`));
  if (!cookie) throw new Error('the first registration step set no registration cookie');
  return cookie.split(';')[0] ?? cookie;
}

/**
 * Registers through the five steps from one browser. The account then exists as Pendente,
 * level 2 (product.md §2), waiting for staff.
 */
export async function register(api: Transport, applicant: Applicant): Promise<void> {
  const start = await send(api, 'POST', '/api/resgister-email', { email: applicant.email });
  const cookie = registrationCookie(start.answer.headers);
  for (const [url, body] of registrationSteps(applicant)) await send(api, 'POST', url, body, { cookie });
}

export type Session = { token: string; user: { id: number; status: string; level: number } };

export async function login(api: Transport, email: string, password: string): Promise<Session> {
  return (await send<Session>(api, 'POST', '/api/session', { email, password })).json;
}

/** The id of a registration waiting for staff, as the back-office lists it. */
export async function pendingUserId(api: Transport, staffToken: string, email: string): Promise<number> {
  const { json } = await send<Array<{ id: number; email: string }>>(
    api,
    'GET',
    '/api/admin/users?status=Pendente',
    undefined,
    bearer(staffToken),
  );
  const user = json.find((u) => u.email === email.toLowerCase());
  if (!user) throw new Error(`no pending registration for ${email}`);
  return user.id;
}

/** What staff choose when approving, unless a test says otherwise. */
export const APPROVAL = { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 2 };

/** Staff approve (or, with `patch`, otherwise change) a member, as the back-office does. */
export async function approve(
  api: Transport,
  staffToken: string,
  userId: number,
  patch: Record<string, unknown> = {},
): Promise<void> {
  await send(api, 'PATCH', `/api/admin/users/${userId}`, { ...APPROVAL, ...patch }, bearer(staffToken));
}
