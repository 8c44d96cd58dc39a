import {
  type AdminRoom,
  type CreateRoomBody,
  createRoomBody,
  ROOM_CAPACITY_MAX,
  ROOM_CAPACITY_MIN,
  ROOM_NAME_MAX,
} from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useModal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { ApiError, errorMessage } from '../../../../lib/api-client';

export type RoomFormProps = {
  /** The room being edited; none for a new one. */
  room?: AdminRoom;
  /** Saves the values (the server's words come back as an ApiError). */
  onSave: (values: CreateRoomBody) => Promise<void>;
  onClose: () => void;
};

/**
 * The one form for a new room and for editing one (docs/product.md#back-office), with the shared schema's rules
 * and words. Turning a room off asks first: members stop seeing it at once.
 */
export function RoomForm({ room, onSave, onClose }: RoomFormProps) {
  const titleId = useId();
  const modal = useModal();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(createRoomBody),
    defaultValues: { name: room?.name ?? '', capacity: room?.capacity ?? 6, active: room?.active ?? true },
  });
  const { errors, isSubmitting } = formState;

  const submit = async (values: CreateRoomBody) => {
    if (room?.active && values.active === false) {
      const ok = await modal.confirm(roomsStaffWords.adminRoomConfirmDeactivate(room.name));
      if (!ok) return;
    }
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('name', { message: error.message }, { shouldFocus: true });
        return;
      }
      await modal.show(errorMessage(error));
    }
  };

  const title = room ? roomsStaffWords.adminRoomEditTitle(room.name) : roomsStaffWords.adminRoomNew;
  return (
    <form className="rooms-form" aria-labelledby={titleId} onSubmit={handleSubmit(submit)} noValidate>
      <h2 id={titleId}>{title}</h2>
      <TextField
        label={roomsStaffWords.adminRoomName}
        autoComplete="off"
        maxLength={ROOM_NAME_MAX}
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={roomsStaffWords.adminRoomCapacity}
        type="number"
        inputMode="numeric"
        min={ROOM_CAPACITY_MIN}
        max={ROOM_CAPACITY_MAX}
        step={1}
        {...register('capacity', { valueAsNumber: true })}
        error={errors.capacity?.message}
      />
      <label className="rooms-check">
        <input type="checkbox" {...register('active')} />
        <span>{roomsStaffWords.adminRoomActive}</span>
      </label>
      <div className="rooms-form-actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {roomsStaffWords.adminRoomSave}
        </button>
        <button type="button" className="button button-ghost" onClick={onClose} disabled={isSubmitting}>
          {roomsStaffWords.adminRoomClose}
        </button>
      </div>
    </form>
  );
}
