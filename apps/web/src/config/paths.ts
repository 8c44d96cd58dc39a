/** Every path of the app in one typed object (docs/style.md, apps/web). */
export const paths = {
  login: '/',
  register: {
    email: '/register',
    personal: '/register/personaldata',
    business: '/register/businessdata',
    password: '/register/password',
    terms: '/register/terms',
    // Spelt so in the seed (docs/product.md#screens).
    success: '/register/sucess',
  },
  resetPassword: '/reset-password',
  privacy: '/privacidade',
  // Every plan's prices, public, before any contract (docs/product.md#plans-page).
  plans: '/planos',
  // The terms of use (docs/product.md#terms): read by anyone, accepted there when a new version is in force.
  terms: '/termos',
  // The registration's proof of address (docs/product.md#registration-proof).
  confirmEmail: '/confirm-email',
  home: '/home',
  account: '/account',
  accountEdit: '/account/edit',
  accountPlan: '/account/edit/plan',
  accountData: '/account/data',
  room: '/room',
  bookings: '/bookings',
  // Money (docs/product.md#money).
  invoices: '/invoices',
  invoice: '/invoices/:id',
  invoiceReceipt: '/invoices/:id/recibo',
  bookingGuests: '/bookings/:id/guests',
  checkin: '/checkin/:roomCode',
  studio: '/studio',
  contact: '/contact',
  team: '/team',
  teamEdit: '/team/edit',
  teamNew: '/team/newuser',
  // Staff back-office (docs/product.md#back-office).
  admin: '/admin',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  adminRooms: '/admin/rooms',
  adminRoomQr: '/admin/rooms/:id/qr',
  adminBookings: '/admin/bookings',
  adminClosedDays: '/admin/closed-days',
  adminRequests: '/admin/requests',
  adminOutbox: '/admin/outbox',
  adminAudit: '/admin/audit',
  // Plans and usage (docs/product.md#plans).
  adminPlans: '/admin/plans',
  adminUsage: '/admin/usage',
  adminFinance: '/admin/finance',
  adminStaff: '/admin/staff',
  // Visitors (docs/product.md#visitors).
  adminVisitors: '/admin/visitors',
} as const;

export const invoicePath = (id: number): string => paths.invoice.replace(':id', String(id));
export const invoiceReceiptPath = (id: number): string => paths.invoiceReceipt.replace(':id', String(id));
export const bookingGuestsPath = (id: number): string => paths.bookingGuests.replace(':id', String(id));
export const adminMemberPath = (id: number): string => paths.adminMember.replace(':id', String(id));
export const adminRoomQrPath = (id: number): string => paths.adminRoomQr.replace(':id', String(id));
