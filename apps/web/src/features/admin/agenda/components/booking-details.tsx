import { type AgendaItem, type CancelAgendaBody, cancelAgendaBody } from '@arena/shared/bookings/schemas';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { formatHours as formatOverage } from '@arena/shared/rules/hours';
import { formatMobile } from '@arena/shared/rules/phones';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useModal } from '../../../../components/modal';
import { TextAreaField } from '../../../../components/text-area-field';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { useCancelBooking } from '../api/cancel-booking';
import { formatHours, formatLongDay } from './agenda-dates';
import { EmailAddress } from '../../../../components/email-address';

type Props = { booking: AgendaItem; onClose: () => void };

/**
 * A booking of the agenda, opened from its block (docs/product.md#back-office): who booked, how to reach them, when;
 * "Cancelar reserva" asks for the reason (mailed to the member), then for confirmation.
 */
export function BookingDetails({ booking, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  const who = `${booking.name} ${booking.lastname}`.trim();
  const when = `${formatLongDay(booking.date_initial.slice(0, 10))}, ${formatHours(booking.date_initial, booking.date_final)}`;

  return (
    <dialog
      ref={ref}
      className="modal agenda-details"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{bookingsStaffWords.agendaBooking(booking.room)}</h2>
      <dl className="agenda-facts">
        <dt>{bookingsStaffWords.agendaMember}</dt>
        <dd>{who}</dd>
        <dt>{bookingsStaffWords.agendaCompany}</dt>
        <dd>{booking.company ?? bookingsStaffWords.agendaNoCompany}</dd>
        <dt>{bookingsStaffWords.agendaEmail}</dt>
        <dd>
          <a href={`mailto:${booking.email}`}>
            <EmailAddress email={booking.email} />
          </a>
        </dd>
        <dt>{bookingsStaffWords.agendaPhone}</dt>
        <dd>{booking.phone ? <a href={`tel:+55${booking.phone}`}>{formatMobile(booking.phone)}</a> : '—'}</dd>
        <dt>{bookingsStaffWords.agendaWhen}</dt>
        <dd>{when}</dd>
        {booking.overage_minutes > 0 ? (
          <>
            <dt>{bookingsStaffWords.agendaOverage}</dt>
            <dd>{bookingsStaffWords.agendaOverageHours(formatOverage(booking.overage_minutes))}</dd>
          </>
        ) : null}
        {booking.guests > 0 ? (
          <>
            <dt>{bookingsWords.guestsTitle}</dt>
            <dd>{bookingsWords.guestsOn(booking.guests)}</dd>
          </>
        ) : null}
      </dl>
      {cancelling ? (
        <CancelForm booking={booking} who={who} when={when} onBack={() => setCancelling(false)} onDone={onClose} />
      ) : (
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {bookingsStaffWords.agendaClose}
          </button>
          <button type="button" className="button button-danger" onClick={() => setCancelling(true)}>
            {bookingsStaffWords.agendaCancel}
          </button>
        </div>
      )}
    </dialog>
  );
}

function CancelForm({
  booking,
  who,
  when,
  onBack,
  onDone,
}: {
  booking: AgendaItem;
  who: string;
  when: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const modal = useModal();
  const cancel = useCancelBooking();
  const { register, handleSubmit, formState, setFocus } = useForm<CancelAgendaBody>({
    resolver: zodResolver(cancelAgendaBody),
    defaultValues: { reason: '' },
  });
  useEffect(() => setFocus('reason'), [setFocus]);

  const mailDelivered = useConfig().data?.mail_delivered !== false;
  const onSubmit = async ({ reason }: CancelAgendaBody) => {
    const question = bookingsStaffWords.agendaConfirmCancel({
      name: who,
      room: booking.room,
      when,
      delivered: mailDelivered,
    });
    if (!(await modal.confirm(question))) return;
    // The details close before the answer shows, so one dialog is open at a time.
    try {
      await cancel.mutateAsync({ id: booking.id, reason });
      onDone();
      // Without a mail server the notice only waits in E-mails: say so (docs/product.md#shape).
      await modal.show(mailDelivered ? bookingsStaffWords.agendaCancelled : bookingsStaffWords.agendaCancelledQueued);
    } catch (error) {
      // Already cancelled, ended or gone: the refreshed agenda shows how things stand.
      onDone();
      await modal.show(errorMessage(error));
    }
  };

  return (
    <form className="agenda-cancel" onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextAreaField
        label={bookingsStaffWords.agendaCancelReason}
        hint={mailDelivered ? bookingsStaffWords.agendaCancelHint : bookingsStaffWords.agendaCancelHintQueued}
        rows={3}
        maxLength={500}
        {...register('reason')}
        error={formState.errors.reason?.message}
      />
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={onBack} disabled={cancel.isPending}>
          {bookingsStaffWords.agendaCancelBack}
        </button>
        <button type="submit" className="button button-danger" disabled={cancel.isPending}>
          {bookingsStaffWords.agendaCancelConfirm}
        </button>
      </div>
    </form>
  );
}
