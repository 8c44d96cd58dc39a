import type { EndpointName } from '@arena/shared/contract/endpoints';
import { paths } from '../config/paths.ts';

/** What one screen needs before it can draw, as the build names it. */
export type FirstPaint = {
  /** Source modules (from apps/web) the router loads for the address: their chunks and what they import. */
  modules: string[];
  /** Images the screen's largest paint shows. */
  images?: string[];
  /**
   * Reads (GETs without input) the page starts by itself, before the entry script has run
   * (docs/decisions/039-calls-started-by-the-page.md): what the screen's largest paint waits for.
   */
  calls?: EndpointName[];
};

/**
 * The screens a member most often opens first, with what each needs to draw
 * (docs/decisions/032-first-visit-preloads.md). The build turns the modules into their chunk files
 * (dist/first-paint.json), and the server writes them as preloads into the page it answers for that
 * address, so they download beside the entry script instead of after it has run. A test holds the
 * modules to the ones the router loads for each address.
 */
export const firstPaint: Record<string, FirstPaint> = {
  [paths.login]: { modules: ['src/features/auth/routes/login.tsx'] },
  [paths.home]: {
    modules: ['src/app/inner-layout.tsx', 'src/features/home/routes/home.tsx'],
    images: ['/images/banner.svg'],
  },
  [paths.room]: {
    modules: [
      'src/app/inner-layout.tsx',
      'src/features/room/api/prefetch-room.ts',
      'src/features/room/routes/room.tsx',
    ],
    // What prefetch-room.ts asks for: the plan-hours line, the largest paint, needs all five.
    calls: ['listRooms', 'getConfig', 'listClosedDays', 'getUsage', 'getBookingBlock'],
  },
  [paths.bookings]: { modules: ['src/app/inner-layout.tsx', 'src/features/bookings/routes/bookings.tsx'] },
  [paths.account]: { modules: ['src/app/inner-layout.tsx', 'src/features/account/routes/account.tsx'] },
  [paths.invoices]: { modules: ['src/app/inner-layout.tsx', 'src/features/invoices/routes/invoices.tsx'] },
  [paths.team]: { modules: ['src/app/inner-layout.tsx', 'src/features/team/routes/team.tsx'] },
};
