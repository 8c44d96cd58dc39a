import { z } from 'zod';
import { messages } from '../messages.ts';

export const userStatuses = ['Pendente', 'Ativo', 'Inativo'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const requestTypes = ['plan', 'studio', 'support'] as const;
export const requestStatuses = ['open', 'done'] as const;

// Staff API (product.md §3).
export const listUsersQuery = z.object({ status: z.enum(userStatuses, { error: messages.invalidInput }).optional() });

export const patchUserBody = z.object({
  status: z.enum(userStatuses, { error: messages.invalidInput }).optional(),
  level: z.union([z.literal(1), z.literal(2)], { error: messages.invalidInput }).optional(),
  plan: z.string({ error: messages.invalidInput }).trim().max(100, messages.invalidInput).nullable().optional(),
  qtd_team: z.number({ error: messages.invalidInput }).int().min(0).max(500).optional(),
});

export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  status: z.string(),
  level: z.number(),
  role: z.string(),
  plan: z.string().nullable(),
  qtd_team: z.number(),
  manager_id: z.number().nullable(),
  created_at: z.string(),
  company: z
    .object({
      document: z.string(),
      name: z.string(),
      activity: z.string(),
      phone: z.string(),
      site: z.string(),
    })
    .nullable(),
});

export const listRequestsQuery = z.object({
  type: z.enum(requestTypes, { error: messages.invalidInput }).optional(),
  status: z.enum(requestStatuses, { error: messages.invalidInput }).optional(),
});

export const patchRequestBody = z.object({ status: z.enum(requestStatuses, { error: messages.invalidInput }) });

export const requestItem = z.object({
  id: z.number(),
  type: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});

export const outboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
