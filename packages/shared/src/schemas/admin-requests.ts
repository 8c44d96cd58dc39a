import { z } from 'zod';
import { messages } from '../messages.ts';
import { idParams } from './fields.ts';

/** The staff's list of requests (docs/product.md#api, #back-office). */
export const requestTypes = ['plan', 'studio', 'support', 'privacy'] as const;
export type RequestType = (typeof requestTypes)[number];
export const requestStatuses = ['open', 'done'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const listRequestsQuery = z.object({
  type: z.enum(requestTypes, { error: messages.invalidInput }).optional(),
  status: z.enum(requestStatuses, { error: messages.invalidInput }).optional(),
});

export const requestIdParams = idParams(messages.requestNotFound);

export const patchRequestBody = z.object({ status: z.enum(requestStatuses, { error: messages.invalidInput }) });

export const requestItem = z.object({
  id: z.number(),
  type: z.enum(requestTypes),
  status: z.enum(requestStatuses),
  /** The contact the sender typed in the form. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().nullable(),
  /** The account it was sent from, as it is now (its phone helps when the form had none). */
  member: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RequestItem = z.infer<typeof requestItem>;
