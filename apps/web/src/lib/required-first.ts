import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Seed §5 gives one message for empty fields ('Todos os campos devem ser preenchidos',
 * 'Preencha todos os campos obrigatórios') and another for a malformed e-mail. Empty fields are
 * reported first with `message`; once all are filled, the shared zod schema has its say.
 */
export function requiredFirst<TIn extends FieldValues, TCtx, TOut>(
  fields: ReadonlyArray<keyof TIn & string>,
  message: string,
  next: Resolver<TIn, TCtx, TOut>,
): Resolver<TIn, TCtx, TOut> {
  return (values, context, options) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const field of fields) {
      const value: unknown = values[field];
      if (typeof value !== 'string' || !value.trim()) errors[field] = { type: 'required', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<TIn> };
    return next(values, context, options);
  };
}
