import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import { mailStaffWords } from '@arena/shared/mail/staff-words';
import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, apiAs } from '../../support/api';
import { expectAccessible, loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';

/** Nothing wider than the phone, axe finds nothing; kept for the README with SCREENSHOTS set. */
async function check(page: Page, name: string) {
  await checkScreen(page, `admin-${name}`);
  await expectAccessible(page);
}

describe('the staff inbox, outbox and audit log', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('staff read a member’s support message, reach them, mark it done, read the notice e-mail and see the change audited', async () => {
    const member = await activeManager({}, 'Helena');
    const stamp = Date.now().toString(36);
    const subject = `Recepção ${stamp}`;
    const text = `Chegou uma encomenda para a Empresa Teste.\nPodem guardar até amanhã? (${stamp})`;
    await apiAs('contact', { body: { name: 'Helena', email: member.email, subject, message: text } }, member);

    const { page } = phone;
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/requests');
    await page.getByRole('heading', { level: 1, name: requestsStaffWords.inboxRequestsTitle }).waitFor();

    // The inbox: newest first, open by default, the message whole, the contact one tap away.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Setor: ${subject}` }) });
    await card.waitFor();
    expect(await card.locator('.inbox-message').textContent()).toBe(text);
    expect(await card.getByText(requestsStaffWords.inboxTypeSupport).count()).toBe(1);
    expect(await card.getByRole('link', { name: member.email }).getAttribute('href')).toBe(`mailto:${member.email}`);
    expect(await card.getByRole('link', { name: /Ligar para/ }).getAttribute('href')).toBe('tel:+5511912345678');
    const whatsapp = card.getByRole('link', { name: /WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/5511912345678');
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    const account = card.getByRole('link', { name: /Cadastro de Helena/ });
    expect(await account.getAttribute('href')).toBe(`/admin/members/${member.id}`);
    await check(page, 'requests');

    await card.getByRole('button', { name: requestsStaffWords.inboxMarkDone }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Pedido de Helena (atendimento) marcado como concluído.` })
      .waitFor();
    await card.waitFor({ state: 'detached' });
    await page
      .getByRole('group', { name: requestsStaffWords.inboxFilterStatus })
      .getByRole('button', { name: requestsStaffWords.inboxStatusDone })
      .click();
    await page.waitForURL(/status=done/);
    await card.getByRole('button', { name: requestsStaffWords.inboxReopen }).waitFor();

    // The outbox: the staff notice of that message, readable as text and as the HTML e-mail.
    await page.goto('/admin/outbox');
    await page.getByRole('heading', { level: 1, name: mailStaffWords.inboxOutboxTitle }).waitFor();
    const notice = page.getByRole('listitem').filter({ hasText: `Mensagem para o atendimento: ${subject}` });
    await notice.getByRole('button').first().click();
    expect(await notice.locator('dd').first().textContent()).toBe('financeiro@arena.test');
    expect(await notice.locator('.inbox-tag').first().textContent()).toBe(mailStaffWords.inboxOutboxQueued);
    expect(await notice.locator('pre').textContent()).toContain(text);
    await check(page, 'outbox');
    await notice.getByRole('button', { name: mailStaffWords.inboxOutboxShowHtml }).click();
    const frame = notice.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const body = page.frameLocator('.inbox-html').locator('body');
    await body.getByText('Podem guardar até amanhã?', { exact: false }).waitFor();
    expect(await body.textContent()).toContain('Arena Cowork');
    // The e-mail's own styles draw it (inline styles are allowed; scripts never run in the sandbox).
    expect(
      await page
        .frameLocator('.inbox-html')
        .locator('body > div > div')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(0, 117, 113)');
    expect(cspErrors).toEqual([]);
    // axe cannot run inside an empty sandbox (no scripts), so the screen was checked in text view.
    await notice.getByRole('button', { name: mailStaffWords.inboxOutboxShowText }).click();
    await notice.locator('pre').waitFor();

    // The audit log: who marked it done, when, and the status before and after.
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: auditLogStaffWords.inboxAuditTitle }).waitFor();
    const entry = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`Alterou pedido.*${subject}`) }) });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`Por `);
    expect(await entry.textContent()).toContain(`(${ADMIN.email})`);
    const cells = await entry.locator('tbody tr').first().locator('th, td').allTextContents();
    expect(cells).toEqual([
      auditLogStaffWords.inboxFieldStatus,
      requestsStaffWords.inboxRequestOpen,
      requestsStaffWords.inboxRequestDone,
    ]);
    await check(page, 'audit');
    // Three screens, each checked with axe: longer than one screen's flow on a busy machine.
  }, 120_000);
});
