import { mailedConfirmToken } from './mail.ts';
import { bearer, call, type Transport } from './transport.ts';

/**
 * A member's way in, as plain API calls: the five registration steps (docs/product.md#screens), staff approval
 * (docs/product.md#api, `PATCH /api/admin/users/:id`) and login. API tests, e2e, the benchmark and the
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

type Step = 'registerPeople' | 'registerCompany' | 'registerPass' | 'registerTerms';

/** Steps 2 to 5 of the wizard, with the answers a person would type. */
export function registrationSteps(applicant: Applicant): Array<[step: Step, body: object]> {
  const { email, password = 'senha123', firstname = 'Ana', document = VALID_CNPJ, site = '' } = applicant;
  return [
    ['registerPeople', { email, firstname, lastname: 'Souza', phone: '(11) 91234-5678' }],
    [
      'registerCompany',
      { email, document, name_company: 'Empresa Teste', activity: 'Design', phone_company: '(11) 3456-7890', site },
    ],
    ['registerPass', { email, password, confirm_password: password }],
    ['registerTerms', { email, terms: true }],
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
 * level 2 (docs/product.md#statuses-and-levels), waiting for staff.
 */
export async function register(api: Transport, applicant: Applicant): Promise<void> {
  const start = await call(api, 'registerEmail', { body: { email: applicant.email } });
  const cookie = registrationCookie(start.answer.headers);
  for (const [step, body] of registrationSteps(applicant)) {
    await call(api, step, { body: body as never, headers: { cookie } });
  }
}

export type Session = { token: string; user: { id: number; status: string; level: number } };

export async function login(api: Transport, email: string, password: string): Promise<Session> {
  return (await call(api, 'createSession', { body: { email, password } })).json as Session;
}

/** The id of a registration waiting for staff, as the back-office lists it. */
export async function pendingUserId(api: Transport, staffToken: string, email: string): Promise<number> {
  const { json } = await call(api, 'listMembers', { query: { status: 'Pendente' }, headers: bearer(staffToken) });
  const user = json.find((u) => u.email === email.toLowerCase());
  if (!user) throw new Error(`no pending registration for ${email}`);
  return user.id;
}

/** What staff choose when approving, unless a test says otherwise. */
export const APPROVAL = { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 2 };

/**
 * The person opens the link of their registration's e-mail (docs/product.md#registration-proof):
 * the real link, read from the outbox as staff see it. Without it no approval goes through.
 */
export async function confirmEmail(api: Transport, staffToken: string, email: string): Promise<void> {
  const token = await mailedConfirmToken(api, staffToken, email);
  await call(api, 'confirmEmail', { body: { token } });
}

/**
 * Staff approve (or, with `patch`, otherwise change) a member, as the back-office does. A
 * registration whose address is not proven yet is first confirmed through its mailed link, as
 * its owner would.
 */
export async function approve(
  api: Transport,
  staffToken: string,
  userId: number,
  patch: Record<string, unknown> = {},
): Promise<void> {
  const body = { ...APPROVAL, ...patch } as never;
  const { json: member } = await call(api, 'getMember', { params: { id: userId }, headers: bearer(staffToken) });
  if (!member.email_confirmed) await confirmEmail(api, staffToken, member.email);
  await call(api, 'patchMember', { params: { id: userId }, body, headers: bearer(staffToken) });
}
