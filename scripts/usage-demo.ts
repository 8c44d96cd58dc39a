// The README's pictures of staff's usage page (docs/product.md#plans) with a month worth looking at: four
// demo accounts on the three plans book next month through a running server, then Chromium takes
// the page at 390 and 1280 px. Run it against a fresh demo database, never a real one.
// Usage: npx tsx scripts/usage-demo.ts <base-url> <admin-email> <admin-password> <out-dir>
import { approve, login, pendingUserId, register } from '@arena/testing/members';
import { bearer, fetchTransport } from '@arena/testing/transport';
import { chromium } from 'playwright-core';
import { apiPath } from '@arena/shared/contract/endpoints';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { nextMonth } from '../packages/shared/src/rules/hours.ts';

const [base = 'http://localhost:3333', adminEmail, adminPassword, out = 'docs/screenshots'] = process.argv.slice(2);
if (!adminEmail || !adminPassword) {
  console.error('usage: npx tsx scripts/usage-demo.ts <base-url> <admin-email> <admin-password> <out-dir>');
  process.exit(2);
}
const origin = base.replace(/\/$/, '');
const api = fetchTransport(origin);
const staff = (await login(api, adminEmail, adminPassword)).token;
const today = ((await (await fetch(`${origin}/api/config`)).json()) as { today: string }).today;
const month = nextMonth(today.slice(0, 7));

// Hours each account books in the month: two beyond their plan, two within it.
const people = [
  { firstname: 'Marina', plan: 'Arena Exclusiva', hours: 26 },
  { firstname: 'Rafael', plan: 'Arena Dedicada', hours: 12.5 },
  { firstname: 'Beatriz', plan: 'Arena Compartilhada', hours: 3 },
  { firstname: 'Tiago', plan: 'Arena Dedicada', hours: 7 },
];
const rooms = ['Sala 10', 'Sala 20', 'Sala 30'];
const days: string[] = [];
for (let d = 1; d <= 31; d += 1) {
  const date = `${month}-${String(d).padStart(2, '0')}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (date.slice(0, 7) === month && weekday !== 0 && weekday !== 6) days.push(date);
}
const at = (day: string, minutes: number) =>
  `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

let slot = 0;
const stamp = Date.now().toString(36);
for (const [i, p] of people.entries()) {
  const email = `${p.firstname.toLowerCase()}-${stamp}@empresa.test`;
  await register(api, { email, password: 'senha123', firstname: p.firstname });
  await approve(api, staff, await pendingUserId(api, staff, email), { plan: p.plan });
  const token = (await login(api, email, 'senha123')).token;
  for (let left = p.hours * 2; left > 0; slot += 1) {
    if (slot > 2000) throw new Error('no free slots left in the month');
    const halves = Math.min(left, i === 0 ? 4 : 3);
    const day = days[(slot * 7 + i * 3) % days.length] as string;
    const start = (8 + ((slot * 3 + i) % 8)) * 60;
    const answer = await api(
      'POST',
      apiPath('storeAppointment'),
      {
        participants: rooms[(slot + i) % 3],
        date_initial: at(day, start),
        date_final: at(day, start + halves * 30),
        isStudio: false,
      },
      bearer(token),
    );
    if (answer.status === 200) left -= halves;
    else if (answer.status !== 409) throw new Error(`booking: ${answer.status} ${answer.text}`);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({
      viewport: { width, height: width === 390 ? 844 : 800 },
      deviceScaleFactor: 2,
      locale: 'pt-BR',
    });
    await page.goto(`${origin}/`);
    await page.getByLabel(commonWords.fieldEmail).fill(adminEmail);
    await page.getByLabel(commonWords.fieldPassword).fill(adminPassword);
    await page.getByRole('button', { name: usersWords.loginSubmit }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${origin}/admin/usage?month=${month}`);
    await page.getByRole('img', { name: /Ocupação semanal/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/admin-usage-${width}.png`, fullPage: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`${out}/admin-usage-390.png and -1280.png: ${month}`);
