// The whole member journey by plain HTTP against a running server, the check that a deployment
// works end to end: register, staff approval, login, book, conflict refused, cancel, team invite
// and member login, recovery by e-mailed link, logout. E-mailed links are read through the staff
// outbox. The account is made by the same fixture the API tests and e2e use (@arena/testing).
// Usage: npm run smoke -- http://localhost:3333 <ADMIN_EMAIL> <ADMIN_PASSWORD>
import { mailedLinkToken } from '@arena/testing/mail';
import { ALNUM_CNPJ, approve, login, pendingUserId, register, type Session } from '@arena/testing/members';
import type { EndpointName } from '@arena/shared/contract/endpoints';
import { bearer, type CallOptions, call as callApi, fetchTransport, type Transport } from '@arena/testing/transport';

const [base = 'http://localhost:3333', adminEmail, adminPassword] = process.argv.slice(2);
if (!adminEmail || !adminPassword) {
  console.error('usage: npm run smoke -- <base-url> <admin-email> <admin-password>');
  process.exit(2);
}
const origin = base.replace(/\/$/, '');
const stamp = Date.now().toString(36);

/** Every call, printed as it answers, so a failed journey shows where it stopped. */
const logged: Transport = async (method, url, body, headers) => {
  const answer = await fetchTransport(origin)(method, url, body, headers);
  const said = (answer.json as { message?: string } | undefined)?.message;
  console.log(`${method} ${url} -> ${answer.status}${said ? ` ${said}` : ''}`);
  return answer;
};

/** Endpoint `name` (packages/shared/src/<area>/calls.ts) as the holder of `token`, which must answer `expected`. */
async function call<N extends EndpointName>(
  name: N,
  options: CallOptions<N> = {} as CallOptions<N>,
  token?: string,
  expected = 200,
) {
  return (await callApi(logged, name, { ...options, headers: bearer(token) }, expected)).json;
}

async function nextWeekday(today: string): Promise<string> {
  const closed = new Set((await call('listClosedDays')).map((d) => d.date));
  const d = new Date(`${today}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while ([0, 6].includes(d.getUTCDay()) || closed.has(d.toISOString().slice(0, 10)));
  return d.toISOString().slice(0, 10);
}

const email = `smoke-${stamp}@empresa.test`;
const memberEmail = `smoke-member-${stamp}@empresa.test`;
await call('getHealth');
await register(logged, { email, firstname: 'Ana', document: ALNUM_CNPJ });
const staff = (await login(logged, adminEmail, adminPassword)).token;
await approve(logged, staff, await pendingUserId(logged, staff, email), { qtd_team: 1 });
const session = await login(logged, email, 'senha123');
const token = session.token;
const day = await nextWeekday((await call('getConfig')).today);
const booking = {
  participants: 'Sala 20',
  date_initial: `${day} 14:00:00`,
  date_final: `${day} 15:00:00`,
  isStudio: false as const,
};
const booked = await call('storeAppointment', { body: booking }, token);
await call('storeAppointment', { body: { ...booking, date_initial: `${day} 14:30:00` } }, token, 409);
await call('listAppointments', { body: { participants: 'Sala 20' } }, token);
await call('cancelAppointment', { body: { ui: session.user.id, ai: booked.appointment?.id ?? 0 } }, token);
await call('createTeamMember', { body: { name: 'Bruno Teste', email: memberEmail, phone: '(21) 98765-4321' } }, token);
await call('resetPass', {
  body: {
    token: await mailedLinkToken(logged, staff, memberEmail),
    password: 'bruno123',
    confirm_password: 'bruno123',
  },
});
const member: Session = await login(logged, memberEmail, 'bruno123');
console.log(`     member logged in as level ${member.user.level}, status ${member.user.status}`);
await call('recoveryPass', { body: { email } });
await call('resetPass', {
  body: { token: await mailedLinkToken(logged, staff, email), password: 'nova1234', confirm_password: 'nova1234' },
});
await call('getTeam', {}, token, 401);
const fresh = (await login(logged, email, 'nova1234')).token;
await call('deleteSession', {}, fresh);
await call('getTeam', {}, fresh, 401);
console.log('smoke: the whole journey passed');
