import { z } from 'zod';

/** The back-office's badges: registrations waiting for approval and open requests (docs/product.md#back-office). */
export const adminSummary = z.object({ pending: z.number(), openRequests: z.number() });
