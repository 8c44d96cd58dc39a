import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import AuditRoute from './audit';

/** A staff cancellation records who cancelled by id: the log names that person instead. */
describe('the audit log of a cancelled booking', () => {
  it('shows who cancelled by name, not by id', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/audit', () =>
        HttpResponse.json([
          {
            id: 7,
            actor: { id: 1, name: 'Equipe Arena', email: 'equipe@arena.test' },
            action: 'appointment.cancel',
            target: 'appointment:5',
            target_label: null,
            before: { cancelled_at: null, cancelled_by: null },
            after: { cancelled_at: '2026-11-23T13:00:00.000Z', cancelled_by: 1, reason: 'Manutenção' },
            created_at: '2026-11-23T13:00:00.000Z',
          },
        ]),
      ),
    );
    renderApp(<AuditRoute />, { path: paths.adminAudit, user: staff });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Cancelada por/ });
    expect(row).toHaveTextContent(/^Cancelada por—Equipe Arena$/);
  });
});
