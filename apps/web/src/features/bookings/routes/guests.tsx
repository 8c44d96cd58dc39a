import { type AddGuestBody, addGuestBody } from '@arena/shared/bookings/guest-schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatWhen } from '../../../lib/format-when';
import { useMyAppointments } from '../../../lib/list-my-appointments';
import { useConfig } from '../../../lib/use-config';
import { useAddGuest, useGuests, useRemoveGuest } from '../api/guests';
import '../bookings.css';
import { EmailAddress } from '../../../components/email-address';

/**
 * `/bookings/:id/guests` (docs/product.md#visitors): the guests of one of the member's upcoming
 * bookings, up to the room's capacity less the host; a guest with an e-mail is invited by e-mail.
 * The server decides (owner, capacity, until the start); this screen says what it answers.
 */
export default function GuestsRoute() {
  const id = Number(useParams().id);
  return (
    <ManagersOnly title={bookingsWords.guestsTitle} call="listGuests">
      <GuestsScreen id={id} />
    </ManagersOnly>
  );
}

function GuestsScreen({ id }: { id: number }) {
  // Without MAIL_URL no invitation leaves (GET /config mail_delivered): the hint says so.
  const mailed = useConfig().data?.mail_delivered !== false;
  const guests = useGuests(id);
  const booking = useMyAppointments('upcoming').data?.find((b) => b.id === id);
  const add = useAddGuest(id);
  const remove = useRemoveGuest(id);
  const modal = useModal();
  const { register, handleSubmit, formState, reset } = useForm<
    { name: string; email?: unknown },
    unknown,
    AddGuestBody
  >({
    resolver: zodResolver(addGuestBody),
    defaultValues: { name: '', email: '' },
  });

  const onAdd = async (body: AddGuestBody) => {
    try {
      await add.mutateAsync(body);
      reset();
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };
  const onRemove = async (guestId: number) => {
    try {
      await remove.mutateAsync(guestId);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  return (
    <>
      <PageTitle>{bookingsWords.guestsTitle}</PageTitle>
      {booking ? (
        <p className="guests-booking">
          <span className="my-booking-room">{booking.room}</span> {formatWhen(booking.date_initial, booking.date_final)}
        </p>
      ) : null}
      {guests.error ? (
        <p className="field-error" role="alert">
          {errorMessage(guests.error)}
        </p>
      ) : !guests.data ? (
        <p className="empty">{bookingsWords.bookingsLoading}</p>
      ) : (
        <div className="stack">
          <p className="guests-count">
            {bookingsWords.guestsCount({ count: guests.data.guests.length, max: guests.data.max })}
          </p>
          {guests.data.guests.length === 0 ? (
            <p className="empty">{bookingsWords.guestsEmpty}</p>
          ) : (
            <ul className="list guests-list">
              {guests.data.guests.map((g) => (
                <li key={g.id} className="list-item guest">
                  <p className="guest-who">
                    <span className="guest-name">{g.name}</span>
                    {g.email ? (
                      <span className="guest-email">
                        <EmailAddress email={g.email} />
                      </span>
                    ) : null}
                  </p>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={remove.isPending}
                    onClick={() => onRemove(g.id)}
                  >
                    {bookingsWords.guestsRemove}
                    <span className="visually-hidden"> {g.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {guests.data.guests.length < guests.data.max ? (
            <form className="card stack" onSubmit={handleSubmit(onAdd)} noValidate>
              <TextField
                label={bookingsWords.guestsName}
                maxLength={120}
                autoComplete="off"
                {...register('name')}
                error={formState.errors.name?.message}
              />
              <TextField
                label={bookingsWords.guestsEmail}
                type="email"
                required={false}
                autoComplete="off"
                hint={mailed ? bookingsWords.guestsHint : bookingsWords.guestsHintQueued}
                {...register('email')}
                error={formState.errors.email?.message}
              />
              <button type="submit" className="button button-block" disabled={add.isPending}>
                {bookingsWords.guestsAdd}
              </button>
            </form>
          ) : (
            <p className="empty">{bookingsWords.guestsFull}</p>
          )}
        </div>
      )}
      <p>
        <Link to={paths.bookings}>{bookingsWords.bookingsTitle}</Link>
      </p>
    </>
  );
}
