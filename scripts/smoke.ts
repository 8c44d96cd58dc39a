#!/usr/bin/env node
// The whole member journey by plain HTTP against a running server (issue 2, "Done when"):
// register, staff approval, login, book, conflict refused, cancel, team invite and member
// login, recovery by e-mailed link, logout. E-mailed links are read through the staff outbox.
// Usage: node scripts/smoke.mjs http://localhost:3333 <ADMIN_EMAIL> <ADMIN_PASSWORD>
const [base = 'http://localhost:3333', adminEmail, adminPassword] = process.argv.slice(2);
if (!adminEmail || !adminPassword) {
  console.error('usage: node scripts/smoke.mjs <base-url> <admin-email> <admin-password>');
  process.exit(2);
}
const api = `${base.replace(/\/$/, '')}/api`;
const stamp = Date.now().toString(36);
let cookie = '';

async function call(method, path, body, token, expected = 200) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = res.headers.get('set-cookie');
  if (setCookie?.startsWith('arena_reg=')) cookie = setCookie.split(';')[0];
  const json = await res.json();
  const ok = res.status === expected;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${method} /api${path} -> ${res.status}${json.message ? ` ${json.message}` : ''}`,
  );
  if (!ok) throw new Error(`expected ${expected}, got ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function linkFor(staff, to) {
  // Recovery mails its link just after answering, so look again for a moment.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = await call('GET', '/admin/outbox', undefined, staff);
    const mail = mails.find((m) => m.to === to && /reset-password\?token=/.test(m.text));
    if (mail) return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link mailed to ${to}`);
}

async function nextWeekday(today) {
  const closed = new Set((await call('GET', '/closed-days')).map((d) => d.date));
  const d = new Date(`${today}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while ([0, 6].includes(d.getUTCDay()) || closed.has(d.toISOString().slice(0, 10)));
  return d.toISOString().slice(0, 10);
}

const email = `smoke-${stamp}@empresa.test`;
const memberEmail = `smoke-member-${stamp}@empresa.test`;
await call('GET', '/health');
await call('POST', '/resgister-email', { email });
await call('POST', '/register-people', { email, firstname: 'Ana', lastname: 'Teste', phone: '(11) 91234-5678' });
await call('POST', '/register-company', {
  email,
  document: '12.ABC.345/01DE-35',
  name_company: 'Empresa Smoke',
  activity: 'Testes',
  phone_company: '3456-7890',
  site: '',
});
await call('POST', '/register-pass', { email, password: 'senha123', confirm_password: 'senha123' });
await call('POST', '/register-terms', { email, terms: true });
const staff = (await call('POST', '/session', { email: adminEmail, password: adminPassword })).token;
const pending = await call('GET', '/admin/users?status=Pendente', undefined, staff);
const user = pending.find((u) => u.email === email);
await call('PATCH', `/admin/users/${user.id}`, { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 1 }, staff);
const session = await call('POST', '/session', { email, password: 'senha123' });
const token = session.token;
const day = await nextWeekday((await call('GET', '/config')).today);
const booking = {
  participants: 'Sala 20',
  date_initial: `${day} 14:00:00`,
  date_final: `${day} 15:00:00`,
  isStudio: false,
};
const booked = await call('POST', '/manager/appointment/store', booking, token);
await call('POST', '/manager/appointment/store', { ...booking, date_initial: `${day} 14:30:00` }, token, 409);
await call('POST', '/manager/appointment/list', { participants: 'Sala 20' }, token);
await call('PUT', '/cancel-appointment', { ui: session.user.id, ai: booked.appointment.id }, token);
await call('POST', '/team', { name: 'Bruno Teste', email: memberEmail, phone: '(21) 98765-4321' }, token);
await call('POST', '/reset-pass', {
  token: await linkFor(staff, memberEmail),
  password: 'bruno123',
  confirm_password: 'bruno123',
});
const member = await call('POST', '/session', { email: memberEmail, password: 'bruno123' });
console.log(`     member logged in as level ${member.user.level}, status ${member.user.status}`);
await call('POST', '/recovery-pass', { email });
await call('POST', '/reset-pass', {
  token: await linkFor(staff, email),
  password: 'nova1234',
  confirm_password: 'nova1234',
});
await call('GET', '/team', undefined, token, 401);
const fresh = (await call('POST', '/session', { email, password: 'nova1234' })).token;
await call('DELETE', '/session', undefined, fresh);
await call('GET', '/team', undefined, fresh, 401);
console.log('smoke: the whole journey passed');
