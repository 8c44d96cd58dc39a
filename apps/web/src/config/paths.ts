/** Every path of the app in one typed object (style.md, apps/web). */
export const paths = {
  login: '/',
  register: {
    email: '/register',
    personal: '/register/personaldata',
    business: '/register/businessdata',
    password: '/register/password',
    terms: '/register/terms',
    // Spelt so in the seed (seed §2).
    success: '/register/sucess',
  },
  resetPassword: '/reset-password',
  home: '/home',
  account: '/account',
  accountEdit: '/account/edit',
  accountPlan: '/account/edit/plan',
  room: '/room',
  bookings: '/bookings',
  bookingGuests: '/bookings/:id/guests',
  checkin: '/checkin/:roomCode',
  studio: '/studio',
  contact: '/contact',
  team: '/team',
  teamEdit: '/team/edit',
  teamNew: '/team/newuser',
  // Staff back-office (product.md §7).
  admin: '/admin',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  adminRooms: '/admin/rooms',
  adminBookings: '/admin/bookings',
  adminClosedDays: '/admin/closed-days',
  adminRequests: '/admin/requests',
  adminOutbox: '/admin/outbox',
  adminAudit: '/admin/audit',
  // Plans and usage (product.md §9).
  adminPlans: '/admin/plans',
  adminUsage: '/admin/usage',
  // Visitors (docs/product.md#visitors).
  adminVisitors: '/admin/visitors',
} as const;

export const bookingGuestsPath = (id: number): string => paths.bookingGuests.replace(':id', String(id));

export const adminMemberPath = (id: number): string => paths.adminMember.replace(':id', String(id));
