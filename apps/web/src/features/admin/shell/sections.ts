import type { EndpointName } from '@arena/shared/contract/endpoints';
import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import { matchPath } from 'react-router';
import { paths } from '../../../config/paths';
import { headOf } from '../../../lib/api-heads';
import { can, type Session } from '../../../lib/session';
import type { AdminSummary } from './api/get-summary';

export type Section = {
  to: string;
  label: string;
  /**
   * The call the screen reads (for _Cadastros_, the approval it exists for): the section shows only
   * to the staff roles its one definition names (docs/product.md#staff-roles).
   */
  uses: EndpointName;
  end?: boolean;
  count?: (s: AdminSummary) => number;
  countLabel?: (n: number) => string;
};

/** The back-office sections (docs/product.md#screens-back-office), in the order a front desk uses them. */
export const sections: Section[] = [
  {
    to: paths.admin,
    label: commonStaffWords.adminNavPending,
    uses: 'patchMember',
    end: true,
    count: (s) => s.pending,
    countLabel: commonStaffWords.adminPendingCount,
  },
  { to: paths.adminMembers, label: commonStaffWords.adminNavMembers, uses: 'listMembers' },
  { to: paths.adminBookings, label: commonStaffWords.adminNavBookings, uses: 'listAgenda' },
  { to: paths.adminVisitors, label: commonStaffWords.adminNavVisitors, uses: 'listVisitors' },
  {
    to: paths.adminRequests,
    label: commonStaffWords.adminNavRequests,
    uses: 'listRequests',
    count: (s) => s.openRequests,
    countLabel: commonStaffWords.adminOpenRequestsCount,
  },
  { to: paths.adminRooms, label: commonStaffWords.adminNavRooms, uses: 'listAdminRooms' },
  { to: paths.adminPlans, label: plansStaffWords.adminNavPlans, uses: 'listPlans' },
  { to: paths.adminUsage, label: plansStaffWords.adminNavUsage, uses: 'getUsageReport' },
  { to: paths.adminFinance, label: invoicesStaffWords.adminNavFinance, uses: 'listAdminInvoices' },
  { to: paths.adminClosedDays, label: commonStaffWords.adminNavClosedDays, uses: 'listAdminClosedDays' },
  { to: paths.adminOutbox, label: commonStaffWords.adminNavOutbox, uses: 'listOutbox' },
  { to: paths.adminAudit, label: commonStaffWords.adminNavAudit, uses: 'listAudit' },
  { to: paths.adminStaff, label: usersStaffWords.adminNavStaff, uses: 'listStaff' },
];

/** The screens under a section's address that read a call of their own. */
const innerScreens: Screen[] = [
  { path: paths.adminMember, title: usersStaffWords.membersTitle, uses: 'getMember' },
  { path: paths.adminRoomQr, title: roomsStaffWords.adminRoomQrTitle, uses: 'getRoomCheckinQr' },
];

/** A back-office address, its title and the call it reads. */
export type Screen = { path: string; title: string; uses: EndpointName };

/** The sections the session's staff role may use, read from each call's one definition. */
export function sectionsFor(session: Session | null): Section[] {
  return sections.filter((s) => can(session, s.uses));
}

/** The back-office screen at `pathname` and the call it reads, if it is one. */
export function screenAt(pathname: string): Screen | null {
  const screens = [...innerScreens, ...sections.map((s) => ({ path: s.to, title: s.label, uses: s.uses }))];
  return screens.find((s) => matchPath({ path: s.path, end: true }, pathname)) ?? null;
}

/** Whose section a call is, in one sentence: the finance team's, the reception's or the administrators'. */
export function ownerSentence(call: EndpointName): string {
  const roles: readonly string[] = headOf(call).roles ?? [];
  if (roles.includes('financeiro') && !roles.includes('recepcao')) return usersStaffWords.staffSectionFinance;
  if (roles.includes('recepcao') && !roles.includes('financeiro')) return usersStaffWords.staffSectionReception;
  return usersStaffWords.staffSectionAdmin;
}
