import { messages } from '@arena/shared/messages';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configHandler, manager, publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import PlanRoute from './plan';

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
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
      `${messages.planCurrent} ${messages.planDedicatedText}`,
    );
    expect(screen.getByRole('radio', { name: 'Arena Exclusiva' })).toHaveAccessibleDescription(
      messages.planExclusiveText,
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
    expect(flex).toHaveAccessibleDescription(messages.planHoursText('7,5'));
    expect(screen.getByRole('radio', { name: 'Arena Compartilhada' })).toHaveAccessibleDescription(
      `${messages.planHoursText('4')} ${messages.planSharedText}`,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('refuses to send without a plan and a message', async () => {
    server.use(configHandler);
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await expectModal(messages.planFailed);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      messages.fieldRequired,
      messages.fieldRequired,
    ]);
    expect(await sentBodies('POST /contact')).toEqual([]);
  });

  it('sends the subject "Update Plan - Arena Exclusiva" with the member’s data', async () => {
    server.use(
      configHandler,
      http.post('/api/contact', () => HttpResponse.json({ message: messages.actionDone })),
    );
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Exclusiva' }));
    await userEvent.type(screen.getByLabelText(/^Mensagem/), 'Precisamos de uma sala só nossa.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await expectModal(messages.actionDone);
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
      http.post('/api/contact', () => HttpResponse.json({ message: messages.fillRequiredFields }, { status: 400 })),
    );
    renderApp(<PlanRoute />, { path: '/account/edit/plan', user: manager });
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Compartilhada' }));
    await userEvent.type(screen.getByLabelText(/^Mensagem/), 'Quero economizar.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await expectModal(messages.planFailed);
  });
});
