import { bookingsWords } from '@arena/shared/bookings/words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manager } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { sentRequests, server } from '../test/server';
import { CalendarFeed } from './calendar-feed';

const first = 'https://app.arena.test/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const second = 'https://app.arena.test/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

beforeEach(() => {
  server.use(
    http.get('/api/users/me/calendar', () => HttpResponse.json({ url: first })),
    http.post('/api/users/me/calendar/reset', () => HttpResponse.json({ url: second })),
  );
});

describe('the account’s calendar block', () => {
  it('shows the private address, copies it, and links it to Google Agenda and Outlook', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp(<CalendarFeed />, { path: '/account', user: manager });
    const address = screen.getByRole('textbox', { name: bookingsWords.calendarAddress });
    await vi.waitFor(() => expect(address).toHaveValue(first));
    await user.click(screen.getByRole('button', { name: bookingsWords.calendarCopy }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await navigator.clipboard.readText()).toBe(first);
    expect(screen.getByRole('status')).toHaveTextContent(bookingsWords.calendarCopied);
    expect(screen.getByRole('link', { name: bookingsWords.calendarGoogle })).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/r?cid=webcal://app.arena.test/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    );
    expect(screen.getByRole('link', { name: bookingsWords.calendarOutlook })).toHaveAttribute(
      'href',
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(first)}&name=Arena%20Cowork`,
    );
  });

  it('gives a new address once the member confirms, and none when they do not', async () => {
    renderApp(<CalendarFeed />, { path: '/account', user: manager });
    const address = screen.getByRole('textbox', { name: bookingsWords.calendarAddress });
    await vi.waitFor(() => expect(address).toHaveValue(first));
    await userEvent.click(screen.getByRole('button', { name: bookingsWords.calendarReset }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Não' }));
    expect(sentRequests()).not.toContain('POST /users/me/calendar/reset');
    expect(address).toHaveValue(first);

    await userEvent.click(screen.getByRole('button', { name: bookingsWords.calendarReset }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(bookingsWords.calendarResetConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(bookingsWords.calendarResetDone)).toBeInTheDocument();
    expect(address).toHaveValue(second);
    expect(sentRequests()).toContain('POST /users/me/calendar/reset');
  });
});
