import type { AuditEntry } from '@arena/shared/audit-log/schemas';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEntryCard } from './audit-entry';

/** Auditoria in Portuguese (issue 31 item 9): the money, staff and privacy actions, field by field. */
const actor = { id: 1, name: 'Equipe Arena', email: 'equipe@arena.test' };
const base = { id: 1, actor, created_at: '2026-11-23T13:00:00.000Z' };

function card(entry: Omit<AuditEntry, 'id' | 'actor' | 'created_at'>) {
  const { container, unmount } = render(
    <ul>
      <AuditEntryCard entry={{ ...base, ...entry }} zone="America/Sao_Paulo" />
    </ul>,
  );
  const li = container.querySelector('li') as HTMLElement;
  const rows = within(li)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
  const heading = within(li).getByRole('heading').textContent ?? '';
  return { li, rows, heading, unmount };
}

/** Nothing in code: no snake_case key, no `kind:id` target, no bare amount in centavos. */
function inWords(li: HTMLElement) {
  const text = li.textContent ?? '';
  expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  expect(text).not.toMatch(/\b[a-z-]+:\d+\b/);
  expect(text).not.toMatch(/\b(transferencia|cartao|recepcao|financeiro|by_hand|aberta|paga)\b/);
}

describe('an audit entry in words', () => {
  it('reads a payment in reais, with the method and date in Portuguese', () => {
    const { li, rows, heading } = card({
      action: 'invoice.pay',
      target: 'invoice:3',
      target_label: 'Fatura 2026-000123 · Empresa Ana',
      before: { status: 'aberta' },
      after: { status: 'paga', amount_cents: 134000, paid_on: '2026-11-20', method: 'transferencia', by_hand: true },
    });
    expect(heading).toBe('Deu baixa na faturaFatura 2026-000123 · Empresa Ana');
    expect(rows).toEqual([
      ['Status', 'Em aberto', 'Paga'],
      ['Valor', '—', 'R$ 1.340,00'],
      ['Data do pagamento', '—', '20/11/2026'],
      ['Forma de pagamento', '—', 'Transferência'],
      ['Conciliada à mão', '—', 'Sim'],
    ]);
    inWords(li);
  });

  it('reads an issue, a correction and an undone payment', () => {
    const issue = card({
      action: 'invoice.issue',
      target: 'invoice:4',
      target_label: 'Fatura 2026-000124 · Ana Souza',
      before: null,
      after: { number: '2026-000124', month: '2026-11', total_cents: 134000, due_date: '2026-12-10' },
    });
    expect(issue.heading).toBe('Emitiu faturaFatura 2026-000124 · Ana Souza');
    expect(issue.rows).toEqual([
      ['Fatura', '—', '2026-000124'],
      ['Mês', '—', '11/2026'],
      ['Total', '—', 'R$ 1.340,00'],
      ['Vencimento', '—', '10/12/2026'],
    ]);
    inWords(issue.li);
    issue.unmount();

    const correct = card({
      action: 'invoice.correct',
      target: 'invoice:4',
      target_label: 'Fatura 2026-000124 · Ana Souza',
      before: { status: 'aberta', total_cents: 134000 },
      after: { status: 'cancelada', reason: 'Plano errado', replaced_by: '2026-000125', recomputed: true },
    });
    expect(correct.heading).toBe('Corrigiu faturaFatura 2026-000124 · Ana Souza');
    expect(correct.rows).toEqual([
      ['Status', 'Em aberto', 'Cancelada'],
      ['Total', 'R$ 1.340,00', '—'],
      ['Motivo', '—', 'Plano errado'],
      ['Substituída pela fatura', '—', '2026-000125'],
      ['Recalculada', '—', 'Sim'],
    ]);
    inWords(correct.li);
    correct.unmount();

    const unpay = card({
      action: 'invoice.unpay',
      target: 'invoice:4',
      target_label: 'Fatura 2026-000124 · Ana Souza',
      before: { status: 'paga', received_cents: 12345, payments: [{ amount_cents: 12345 }] },
      after: { status: 'aberta', received_cents: 0 },
    });
    expect(unpay.heading).toBe('Estornou a baixaFatura 2026-000124 · Ana Souza');
    expect(unpay.rows).toEqual([
      ['Status', 'Paga', 'Em aberto'],
      ['Recebido', 'R$ 123,45', 'R$ 0,00'],
      ['Pagamentos', 'R$ 123,45', '—'],
    ]);
    inWords(unpay.li);
  });

  it('reads the staff actions with the role by name', () => {
    const { li, rows, heading, unmount } = card({
      action: 'staff.role',
      target: 'user:7',
      target_label: 'Bruno Lima (bruno@arena.test)',
      before: { role: 'recepcao' },
      after: { role: 'financeiro' },
    });
    expect(heading).toBe('Alterou perfil na equipe do Arena CoworkBruno Lima (bruno@arena.test)');
    expect(rows).toEqual([['Perfil', 'Recepção', 'Financeiro']]);
    inWords(li);
    unmount();

    const invite = card({
      action: 'staff.invite',
      target: 'user:8',
      target_label: 'Carla (carla@arena.test)',
      before: null,
      after: { name: 'Carla', email: 'carla@arena.test', role: 'admin' },
    });
    expect(invite.heading).toBe('Convidou para a equipe do Arena CoworkCarla (carla@arena.test)');
    expect(invite.rows).toEqual([
      ['Nome', '—', 'Carla'],
      ['E‑mail', '—', 'carla@arena.test'],
      ['Perfil', '—', 'Administração'],
    ]);
  });

  it('reads an anonymisation and a correction of personal data', () => {
    const { li, rows, heading, unmount } = card({
      action: 'user.anonymize',
      target: 'user:9',
      target_label: 'Pessoa anonimizada',
      before: null,
      after: { team_access_ended: 2, emails_deleted: 5, open_invoices: 1 },
    });
    expect(heading).toBe('Anonimizou dados pessoaisPessoa anonimizada');
    expect(rows).toEqual([
      ['Acessos da equipe encerrados', '—', '2'],
      ['E‑mails apagados', '—', '5'],
      ['Faturas em aberto', '—', '1'],
    ]);
    inWords(li);
    unmount();

    const update = card({
      action: 'user.update',
      target: 'user:10',
      target_label: 'Ana Souza (ana@empresa.test)',
      before: { lastname: 'Souza', phone: '11999990000' },
      after: { lastname: 'Souza Lima', phone: '11988880000' },
    });
    expect(update.rows).toEqual([
      ['Sobrenome', 'Souza', 'Souza Lima'],
      ['Celular', '11999990000', '11988880000'],
    ]);
    inWords(update.li);
  });
});
