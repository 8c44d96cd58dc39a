import { z } from 'zod';

/** The back-office's badges: registrations waiting for approval and open requests (product.md §7). */
export const adminSummary = z.object({ pending: z.number(), openRequests: z.number() });
