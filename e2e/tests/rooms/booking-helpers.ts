import { addDays, isWeekend } from '@arena/shared/rules/dates';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Account } from '../../support/api';
import { loginAs } from '../../support/browser';

/** The space's today (GET /api/config), the calendar's own notion of "past". */
export async function spaceToday(): Promise<string> {
  const res = await fetch(`${inject('baseURL')}/api/config`);
  return ((await res.json()) as { today: string }).today;
}

/** Now on the space's clock as `YYYY-MM-DD` and minutes since midnight. */
export async function spaceNow(): Promise<{ day: string; minutes: number }> {
  const res = await fetch(`${inject('baseURL')}/api/config`);
  const { today, timezone } = (await res.json()) as { today: string; timezone: string };
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return { day: today, minutes: (h ?? 0) * 60 + (m ?? 0) };
}

/** Minutes since midnight as `HH:MM`. */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The n-th weekday after `today` (1 = the next one): always in the future, never a weekend. */
export function weekdayAfter(today: string, n: number): string {
  let day = today;
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (!isWeekend(day)) found += 1;
  }
  return day;
}

/** `seg., 24/11 · 09:00–10:00`, as the list writes an appointment. */
export function whenText(day: string, from: string, to: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const label = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  return `${label.format(date)} · ${from}–${to}`;
}

/** Logs in and opens /room the way a member does: the Reservar Sala tile on /home. */
export async function openRoom(page: Page, account: Account): Promise<void> {
  await loginAs(page, account.email, account.password);
  await page.getByRole('button', { name: 'Reservar Sala' }).click();
  await page.waitForURL(/\/room$/);
  await page.getByRole('radio', { name: 'Sala 10' }).waitFor({ state: 'attached' });
}

/** A day's button in the calendar, moving to the day's month as needed (forward or back). */
export async function dayButton(page: Page, day: string) {
  const cell = page.locator(`td[data-day="${day}"]:not([data-outside])`);
  // The days of the month shown (the outside days of the weeks around it are hidden).
  const days = page.locator('td[data-day]:not([data-outside])');
  // The calendar draws after the screen's data: counting its days before it has drawn finds none,
  // so wait for a month to be shown, and after each move for the next one to be drawn.
  await days.first().waitFor();
  for (let i = 0; i < 12 && (await cell.count()) === 0; i += 1) {
    const shown = (await days.first().getAttribute('data-day')) ?? '';
    const forward = day.slice(0, 7) > shown.slice(0, 7);
    await page.getByRole('button', { name: forward ? 'Ir para o próximo mês' : 'Ir para o mês anterior' }).click();
    await days
      .first()
      .and(page.locator(`:not([data-day="${shown}"])`))
      .waitFor();
  }
  return cell.getByRole('button');
}

export async function pickDay(page: Page, day: string): Promise<void> {
  await (await dayButton(page, day)).click();
  await page.locator(`td[data-day="${day}"][data-selected="true"]`).waitFor();
}

export const startSelect = (page: Page) => page.getByLabel('Horário inicial');
export const endSelect = (page: Page) => page.getByLabel('Horário final');
