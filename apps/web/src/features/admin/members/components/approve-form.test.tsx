import { usersStaffWords } from '@arena/shared/users/staff-words';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApproveForm } from './approve-form';

const plans = ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'];

function renderForm() {
  const onApprove = vi.fn();
  const onBack = vi.fn();
  render(<ApproveForm name="Ana Souza" plans={plans} busy={false} onApprove={onApprove} onBack={onBack} />);
  return { onApprove, onBack, user: userEvent.setup() };
}

describe('ApproveForm', () => {
  it('offers the plans of /config, preselects the first and starts with 1 seat, focused', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Aprovar Ana Souza' })).toBeInTheDocument();
    const plan = screen.getByLabelText(/Plano/);
    expect(plan).toHaveValue('Arena Compartilhada');
    expect(plan).toHaveFocus();
    expect([...(plan as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      usersStaffWords.membersChoosePlan,
      ...plans,
    ]);
    expect(screen.getByLabelText(/Posições da equipe/)).toHaveValue(1);
  });

  it('preselects the plan the person asked for', () => {
    render(
      <ApproveForm
        name="Ana Souza"
        plans={plans}
        requested="Arena Dedicada"
        busy={false}
        onApprove={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/Plano/)).toHaveValue('Arena Dedicada');
  });

  it('needs a plan before approving', async () => {
    const { onApprove, user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Plano/), '');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmApprove }));
    expect(await screen.findByRole('alert')).toHaveTextContent(usersStaffWords.membersPlanRequired);
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('refuses seats that are not a whole number from 0 to 500', async () => {
    const { onApprove, user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Plano/), 'Arena Dedicada');
    const seats = screen.getByLabelText(/Posições da equipe/);
    for (const typed of ['501', '2.5', '']) {
      await user.clear(seats);
      if (typed) await user.type(seats, typed);
      await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmApprove }));
      expect(await screen.findByRole('alert')).toHaveTextContent(usersStaffWords.membersSeatsInvalid);
    }
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('approves with the chosen plan and seats', async () => {
    const { onApprove, user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Plano/), 'Arena Exclusiva');
    await user.clear(screen.getByLabelText(/Posições da equipe/));
    await user.type(screen.getByLabelText(/Posições da equipe/), '4');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmApprove }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onApprove.mock.calls[0]?.[0]).toEqual({ plan: 'Arena Exclusiva', qtd_team: 4 });
  });

  it('goes back without approving', async () => {
    const { onApprove, onBack, user } = renderForm();
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersBack }));
    expect(onBack).toHaveBeenCalled();
    expect(onApprove).not.toHaveBeenCalled();
  });
});
