import type { SessionUser } from '@arena/shared/users/schemas';
import type { Usage } from '@arena/shared/plans/schemas';

import { http, HttpResponse } from 'msw';

/** An Ativo manager, as POST /session answers it (docs/product.md#api). */
export const manager: SessionUser = {
  id: 7,
  name: 'Ana',
  lastname: 'Souza',
  level: 2,
  status: 'Ativo',
  phone: '11912345678',
  email: 'ana@empresa.test',
  plan: 'Arena Dedicada',
  qtt_team: 2,
  role: 'member',
  terms_pending: false,
  email_confirmed: true,
  holder: true,
};

/** A team member the account holder made a gerente (docs/product.md#team-gerente). */
export const teamGerente: SessionUser = {
  ...manager,
  id: 9,
  name: 'Gina',
  lastname: 'Reis',
  email: 'gina@empresa.test',
  qtt_team: 0,
  holder: false,
};

/** A staff member, as POST /session answers it (docs/product.md#back-office). */
export const staff: SessionUser = {
  id: 1,
  name: 'Equipe Arena',
  lastname: '',
  level: 2,
  status: 'Ativo',
  phone: '11912345678',
  email: 'equipe@arena.test',
  plan: null,
  qtt_team: 0,
  role: 'staff',
  holder: false,
  staff_role: 'admin',
  terms_pending: false,
  email_confirmed: true,
};

export const publicConfig = {
  news_url: 'https://arenacowork.com.br/informativo',
  whatsapp_number: '5511912345678',
  whatsapp_url: 'https://wa.me/5511912345678',
  plans: ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'],
  departments: ['Financeiro', 'Comercial', 'Suporte técnico', 'Recepção'],
  opening_hours: '08:00-18:00',
  slot_minutes: 30,
  booking_horizon_days: 180,
  cancel_notice_hours: 3,
  timezone: 'America/Sao_Paulo',
  today: '2026-03-02',
  mail_delivered: true,
  company: { name: 'Arena Cowork', document: '', address: '', privacy_email: 'dados@arena.test' },
  terms_version: '2026-11-27',
  privacy_version: '2026-11-27',
  checkin_minutes: 0,
  overdue_block_days: 0,
  invoice_fine_percent: 2,
  invoice_interest_month_percent: 1,
  data_location: 'Brasil',
  retention: {
    session_days: 30,
    draft_days: 1,
    mail_body_days: 90,
    refused_days: 180,
    visitor_days: 30,
    audit_years: 5,
  },
};

/** GET /config, which most inner screens read. */
export const configHandler = http.get('/api/config', () => HttpResponse.json(publicConfig));

/** GET /users/me/usage (docs/product.md#plans): 3 h of Arena Dedicada's 10 used this month. */
export const usage: Usage = {
  month: '2026-03',
  included_minutes: 600,
  used_minutes: 180,
  remaining_minutes: 420,
  overage_minutes: 0,
  plan: 'Arena Dedicada',
  overage: 'charge',
};
export const usageHandler = http.get('/api/users/me/usage', () => HttpResponse.json(usage));

/** GET /users/me/booking-block (docs/product.md#overdue): no overdue invoice blocks the account. */
export const unblockedHandler = http.get('/api/users/me/booking-block', () =>
  HttpResponse.json({ blocked: false, number: null, due_date: null }),
);

/**
 * For one path asked with different query strings: the answer to each exact query (`''` for
 * none); any other query is a 404, as the API gives for an unknown address.
 */
export function byQuery(answers: Record<string, () => Response>) {
  return ({ request }: { request: Request }) => {
    const answer = answers[new URL(request.url).search];
    return answer ? answer() : HttpResponse.json({ message: 'não encontrado' }, { status: 404 });
  };
}
