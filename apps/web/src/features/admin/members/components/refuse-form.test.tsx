import { usersStaffWords } from '@arena/shared/users/staff-words';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RefuseForm } from './refuse-form';

function renderForm() {
  const onRefuse = vi.fn();
  const onBack = vi.fn();
  render(<RefuseForm name="Ana Souza" busy={false} onRefuse={onRefuse} onBack={onBack} />);
  return { onRefuse, onBack, user: userEvent.setup() };
}

describe('RefuseForm', () => {
  it('asks for the reason that goes in the e-mail', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Recusar Ana Souza' })).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: /Motivo da recusa/ });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(usersStaffWords.membersRefuseHint);
  });

  it('will not refuse without a reason, blank spaces included', async () => {
    const { onRefuse, user } = renderForm();
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmRefuse }));
    expect(await screen.findByRole('alert')).toHaveTextContent(usersStaffWords.membersReasonRequired);
    await user.type(screen.getByRole('textbox', { name: /Motivo da recusa/ }), '   ');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmRefuse }));
    expect(await screen.findByRole('alert')).toHaveTextContent(usersStaffWords.membersReasonRequired);
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it('refuses with the reason typed, trimmed', async () => {
    const { onRefuse, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Motivo da recusa/ }), '  CNPJ baixado na Receita ');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmRefuse }));
    expect(onRefuse).toHaveBeenCalledWith('CNPJ baixado na Receita');
  });

  it('goes back without refusing', async () => {
    const { onRefuse, onBack, user } = renderForm();
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersBack }));
    expect(onBack).toHaveBeenCalled();
    expect(onRefuse).not.toHaveBeenCalled();
  });
});
