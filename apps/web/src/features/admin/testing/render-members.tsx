import type { AdminUser, AdminUserDetail } from '@arena/shared/schemas/admin-members';
import { paths } from '../../../config/paths';
import { renderRoutes, staff } from '../../../test/render-route';
import MemberRoute from '../routes/member';
import MembersRoute from '../routes/members';
import PendingRoute from '../routes/pending';

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
  return { ...adminUser(), manager: null, team: [], appointments: [], ...over };
}

/** Renders the three members screens at `entry`, signed in as staff, with a fresh query cache. */
export function renderMembers(entry: string) {
  return renderRoutes(
    [
      { path: paths.admin, element: <PendingRoute /> },
      { path: paths.adminMembers, element: <MembersRoute /> },
      { path: paths.adminMember, element: <MemberRoute /> },
    ],
    { entry, user: staff },
  );
}
