import type { AdminUser, AdminUserDetail } from '@arena/shared/users/staff-schemas';

/** Members as GET /admin/users answers them (apps/api/src/modules/admin/users.routes.ts). */
export function adminUser(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 11,
    email: 'ana@empresa.test',
    name: 'Ana',
    lastname: 'Souza',
    phone: '11912345678',
    status: 'Pendente',
    level: 2,
    role: 'member',
    plan: null,
    qtd_team: 0,
    manager_id: null,
    created_at: '2026-11-23T13:00:00.000Z',
    email_confirmed: true,
    company: {
      document: '52998224725',
      name: 'Ana Design',
      activity: 'Design',
      phone: '34567890',
      site: 'https://ana.design',
    },
    ...over,
  };
}

export function adminUserDetail(over: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return { ...adminUser(), manager: null, team: [], appointments: [], terms: [], open_invoices: 0, ...over };
}
