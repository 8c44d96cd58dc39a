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
  studio: '/studio',
  contact: '/contact',
  team: '/team',
  teamEdit: '/team/edit',
  teamNew: '/team/newuser',
  admin: '/admin',
} as const;
