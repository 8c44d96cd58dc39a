import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailField, optionalText, requiredText } from './fields.ts';

/** The plan screen sends `Update Plan - <product>` as its subject (seed §7). */
export const PLAN_SUBJECT_PREFIX = 'Update Plan - ';
export const plans = ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'] as const;
export const departments = ['Financeiro', 'Comercial', 'Suporte técnico', 'Recepção'] as const;

// POST /contact (seed §7): support {name, email, subject, message}; plan change adds phone.
export const contactBody = z.object({
  name: requiredText(messages.fillRequiredFields, 120),
  // A blank e-mail is a missing field (seed §5); the pattern speaks only once it is filled.
  email: requiredText(messages.fillRequiredFields, 254).pipe(emailField()),
  phone: optionalText(messages.fillRequiredFields, 30),
  subject: requiredText(messages.fillRequiredFields, 200),
  message: requiredText(messages.fillRequiredFields, 5000),
});
