// The whole member journey by plain HTTP against a running server, the check that a deployment
// works end to end: register, staff approval, login, book, conflict refused, cancel, team invite
// and member login, recovery by e-mailed link, logout. E-mailed links are read through the staff
// outbox. The account is made by the same fixture the API tests and e2e use (@arena/testing).
// Usage: npm run smoke -- http://localhost:3333 <ADMIN_EMAIL> <ADMIN_PASSWORD>
import { mailedLinkToken } from '@arena/testing/mail';
import { ALNUM_CNPJ, approve, login, pendingUserId, register, type Session } from '@arena/testing/members';
import { bearer, fetchTransport, type Method, send, type Transport } from '@arena/testing/transport';

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

async function call<T>(method: Method, path: string, body?: unknown, token?: string, expected = 200): Promise<T> {
  return (await send<T>(logged, method, `/api${path}`, body, bearer(token), expected)).json;
}

async function nextWeekday(today: string): Promise<string> {
  const closed = new Set((await call<Array<{ date: string }>>('GET', '/closed-days')).map((d) => d.date));
  const d = new Date(`${today}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while ([0, 6].includes(d.getUTCDay()) || closed.has(d.toISOString().slice(0, 10)));
  return d.toISOString().slice(0, 10);
}

const email = `smoke-${stamp}@empresa.test`;
const memberEmail = `smoke-member-${stamp}@empresa.test`;
await call('GET', '/health');
await register(logged, { email, firstname: 'Ana', document: ALNUM_CNPJ });
const staff = (await login(logged, adminEmail, adminPassword)).token;
await approve(logged, staff, await pendingUserId(logged, staff, email), { qtd_team: 1 });
const session = await login(logged, email, 'senha123');
const token = session.token;
const day = await nextWeekday((await call<{ today: string }>('GET', '/config')).today);
const booking = {
  participants: 'Sala 20',
  date_initial: `${day} 14:00:00`,
  date_final: `${day} 15:00:00`,
  isStudio: false,
};
const booked = await call<{ appointment: { id: number } }>('POST', '/manager/appointment/store', booking, token);
await call('POST', '/manager/appointment/store', { ...booking, date_initial: `${day} 14:30:00` }, token, 409);
await call('POST', '/manager/appointment/list', { participants: 'Sala 20' }, token);
await call('PUT', '/cancel-appointment', { ui: session.user.id, ai: booked.appointment.id }, token);
await call('POST', '/team', { name: 'Bruno Teste', email: memberEmail, phone: '(21) 98765-4321' }, token);
await call('POST', '/reset-pass', {
  token: await mailedLinkToken(logged, staff, memberEmail),
  password: 'bruno123',
  confirm_password: 'bruno123',
});
const member: Session = await login(logged, memberEmail, 'bruno123');
console.log(`     member logged in as level ${member.user.level}, status ${member.user.status}`);
await call('POST', '/recovery-pass', { email });
await call('POST', '/reset-pass', {
  token: await mailedLinkToken(logged, staff, email),
  password: 'nova1234',
  confirm_password: 'nova1234',
});
await call('GET', '/team', undefined, token, 401);
const fresh = (await login(logged, email, 'nova1234')).token;
await call('DELETE', '/session', undefined, fresh);
await call('GET', '/team', undefined, fresh, 401);
console.log('smoke: the whole journey passed');
