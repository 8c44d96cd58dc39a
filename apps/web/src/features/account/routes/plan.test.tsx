import { messages } from '@arena/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInner, sentBodies, stubApi } from '../../../test/inner-screen';
import PlanRoute from './plan';

afterEach(() => vi.unstubAllGlobals());

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('the plan screen', () => {
  it('lists the three plans with a description and marks the current one', () => {
    stubApi({});
    renderInner(<PlanRoute />, '/account/edit/plan');
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

  it('refuses to send without a plan and a message', async () => {
    const fetch = stubApi({});
    renderInner(<PlanRoute />, '/account/edit/plan');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await expectModal(messages.planFailed);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      messages.fieldRequired,
      messages.fieldRequired,
    ]);
    expect(sentBodies(fetch, 'POST /contact')).toEqual([]);
  });

  it('sends the subject "Update Plan - Arena Exclusiva" with the member’s data', async () => {
    const fetch = stubApi({ 'POST /contact': () => [200, { message: messages.actionDone }] });
    renderInner(<PlanRoute />, '/account/edit/plan');
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Exclusiva' }));
    await userEvent.type(screen.getByLabelText(/^Mensagem/), 'Precisamos de uma sala só nossa.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await expectModal(messages.actionDone);
    expect(sentBodies(fetch, 'POST /contact')).toEqual([
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
    stubApi({ 'POST /contact': () => [400, { message: messages.fillRequiredFields }] });
    renderInner(<PlanRoute />, '/account/edit/plan');
    await userEvent.click(screen.getByRole('radio', { name: 'Arena Compartilhada' }));
    await userEvent.type(screen.getByLabelText(/^Mensagem/), 'Quero economizar.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await expectModal(messages.planFailed);
  });
});
