import { type CreateClosedDayBody, createClosedDayBody } from '@arena/shared/closed-days/schemas';
import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import '../../../../components/day-picker.css';
import { Controller, useForm } from 'react-hook-form';
import { TextField } from '../../../../components/text-field';
import { formatLongDay, toIsoDate, toLocalDate } from './agenda-dates';
import { calendarFormatters } from '../../../../lib/weekdays';

type Props = {
  /** The space's today (GET /config): days before it are not offered. */
  today: string;
  /** Days already closed, not offered again. */
  closedDays: string[];
  busy: boolean;
  /** Resolves true when the day was closed, so the form can clear itself. */
  onSubmit: (day: CreateClosedDayBody) => Promise<boolean>;
};

/**
 * Closes one day with a note (docs/product.md#back-office), checked first by the server's own schema (same words).
 * The day comes from the pt-BR calendar; weekends are closed anyway (docs/product.md#booking-rules), so only weekdays
 * from today on that are not closed yet can be picked.
 */
export function ClosedDayForm({ today, closedDays, busy, onSubmit }: Props) {
  const labelId = useId();
  const errorId = useId();
  const { register, handleSubmit, formState, reset, control } = useForm<CreateClosedDayBody>({
    resolver: zodResolver(createClosedDayBody),
    defaultValues: { date: '', reason: '' },
  });
  const { errors } = formState;
  const first = toLocalDate(today);
  const disabled: Matcher[] = [{ dayOfWeek: [0, 6] }, { before: first }, closedDays.map(toLocalDate)];
  const submit = async (day: CreateClosedDayBody) => {
    if (await onSubmit(day)) reset();
  };
  return (
    <form className="closed-days-form" onSubmit={handleSubmit(submit)} noValidate>
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <div className="field closed-days-calendar">
            <p id={labelId} className="closed-days-label">
              {closedDaysStaffWords.closedDayDate}
              <span aria-hidden="true"> *</span>
            </p>
            <DayPicker
              formatters={calendarFormatters}
              mode="single"
              locale={ptBR}
              aria-labelledby={labelId}
              aria-describedby={errors.date ? errorId : undefined}
              today={first}
              startMonth={first}
              defaultMonth={field.value ? toLocalDate(field.value) : first}
              disabled={disabled}
              selected={field.value ? toLocalDate(field.value) : undefined}
              onSelect={(day?: Date) => field.onChange(day ? toIsoDate(day) : '')}
              footer={
                <p className="calendar-footer">
                  {field.value
                    ? closedDaysStaffWords.closedDayChosen(formatLongDay(field.value))
                    : closedDaysStaffWords.closedDayPick}
                </p>
              }
            />
            {errors.date ? (
              <p className="field-error" id={errorId} role="alert">
                {errors.date.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <TextField
        label={closedDaysStaffWords.closedDayReason}
        hint={closedDaysStaffWords.closedDayReasonHint}
        maxLength={120}
        autoComplete="off"
        {...register('reason')}
        error={errors.reason?.message}
      />
      <button type="submit" className="button" disabled={busy}>
        {closedDaysStaffWords.closedDayAdd}
      </button>
    </form>
  );
}
