import { screenWords } from '@arena/shared/contract/screen-words';
import { MESSAGE_MAX } from '@arena/shared/contract/limits';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { plansWords } from '@arena/shared/plans/words';
import { registrationWords } from '@arena/shared/registration/words';

import { http, HttpResponse } from 'msw';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configHandler, manager, publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import PlanRoute from './plan';
import { label } from '../../../test/label';

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));
}

describe('the plan screen', () => {
  it('lists the three plans with a description and marks the current one', () => {
    server.use(configHandler);
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'Arena Compartilhada',
      'Arena Dedicada',
      'Arena Exclusiva',
    ]);
    expect(screen.getByRole('radio', { name: 'Arena Dedicada' })).toHaveAccessibleDescription(
      `${usersWords.planCurrent} ${usersWords.planDedicatedText}`,
    );
    expect(screen.getByRole('radio', { name: 'Arena Exclusiva' })).toHaveAccessibleDescription(
      usersWords.planExclusiveText,
    );
  });

  it('lists the plans the server offers now, each with its room hours a month', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          ...publicConfig,
          plans: ['Arena Compartilhada', 'Arena Flex'],
          plan_hours: { 'Arena Compartilhada': 4, 'Arena Flex': 7.5 },
        }),
      ),
    );
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    const flex = await screen.findByRole('radio', { name: 'Arena Flex' });
    expect(flex).toHaveAccessibleDescription(plansWords.planHoursText('7,5'));
    expect(screen.getByRole('radio', { name: 'Arena Compartilhada' })).toHaveAccessibleDescription(
      `${plansWords.planHoursText('4')} ${usersWords.planSharedText}`,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('shows the account holder each plan’s monthly, seat and excedente hour prices', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          ...publicConfig,
          plans: ['Arena Flex'],
          plan_hours: { 'Arena Flex': 4 },
          plan_prices: {
            'Arena Flex': { monthly_price_cents: 49_900, seat_price_cents: 5_000, overage_hour_cents: 6_000 },
          },
        }),
      ),
    );
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    const flex = await screen.findByRole('radio', { name: 'Arena Flex' });
    expect(flex).toHaveAccessibleDescription(
      `R$ 499,00 por mês · R$ 50,00 por posição da equipe, por mês · hora excedente R$ 60,00 ${plansWords.planHoursText('4')}`,
    );
  });

  it('refuses to send without a plan and a message', async () => {
    server.use(configHandler);
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    await userEvent.click(screen.getByRole('button', { name: usersWords.planSubmit }));
    await expectModal(usersWords.planFailed);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      registrationWords.fieldRequired,
      registrationWords.fieldRequired,
    ]);
    expect(await sentBodies('POST /contact')).toEqual([]);
  });

  it('counts the message’s characters and says a too long message is too long, not missing', async () => {
    server.use(configHandler);
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    expect(screen.getByText(`0/${MESSAGE_MAX}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Exclusiva' }));
    await userEvent.click(screen.getByLabelText(label(screenWords.fieldMessage)));
    await userEvent.paste('x'.repeat(MESSAGE_MAX + 1));
    expect(screen.getByText(`${MESSAGE_MAX + 1}/${MESSAGE_MAX}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: usersWords.planSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.tooLong(MESSAGE_MAX));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await sentBodies('POST /contact')).toEqual([]);
  });

  it('sends the subject "Update Plan - Arena Exclusiva" with the member’s data', async () => {
    server.use(
      configHandler,
      http.post('/api/contact', () => HttpResponse.json({ message: usersWords.actionDone })),
    );
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Exclusiva' }));
    await userEvent.type(screen.getByLabelText(label(screenWords.fieldMessage)), 'Precisamos de uma sala só nossa.');
    await userEvent.click(screen.getByRole('button', { name: usersWords.planSubmit }));
    await expectModal(usersWords.actionDone);
    expect(await sentBodies('POST /contact')).toEqual([
      {
        name: 'Ana',
        email: 'ana@empresa.test',
        phone: '(11) 91234-5678',
        subject: 'Update Plan - Arena Exclusiva',
        message: 'Precisamos de uma sala só nossa.',
      },
    ]);
    expect(screen.getByRole('radio', { name: 'Arena Exclusiva' })).not.toBeChecked();
  });

  it('shows the seed’s failure message when the server refuses', async () => {
    server.use(
      configHandler,
      http.post('/api/contact', () =>
        HttpResponse.json({ message: registrationWords.fillRequiredFields }, { status: 400 }),
      ),
    );
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Compartilhada' }));
    await userEvent.type(screen.getByLabelText(label(screenWords.fieldMessage)), 'Quero economizar.');
    await userEvent.click(screen.getByRole('button', { name: usersWords.planSubmit }));
    await expectModal(usersWords.planFailed);
  });

  it('opened by its address, says on arrival what the grey Cadastro tile says, with no form', () => {
    server.use(configHandler);
    for (const [user, reason] of [
      [{ ...manager, level: 1 }, usersWords.managersOnly],
      [{ ...manager, holder: false }, usersWords.holdersOnly],
    ] as const) {
      renderApp(<PlanRoute />, { path: '/account/edit/plan', user });
      expect(screen.getByRole('heading', { level: 1, name: usersWords.planTitle })).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.queryAllByRole('radio')).toEqual([]);
      cleanup();
    }
  });
});
