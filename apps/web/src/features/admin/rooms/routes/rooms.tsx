import type { CreateRoomBody } from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';

import { useState } from 'react';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/session';
import { useCreateRoom } from '../api/create-room';
import { useAdminRooms } from '../api/get-admin-rooms';
import { useUpdateRoom } from '../api/update-room';
import { RoomCard } from '../components/room-card';
import { RoomForm } from '../components/room-form';
import '../rooms.css';

/** What is open: nothing, the new-room form, or one room's form. */
type Open = null | 'new' | number;

/**
 * `/admin/rooms` (docs/product.md#back-office): every room with its picture, capacity and whether
 * members can book it; a new room, an edit in place, a new picture for administrators; the QR
 * print for the roles that may (docs/product.md#staff-roles), the others read the rooms.
 */
export default function AdminRoomsRoute() {
  const rooms = useAdminRooms();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const modal = useModal();
  const [open, setOpen] = useState<Open>(null);
  const mayCreate = useCan('createRoom');
  const mayEdit = useCan('updateRoom');

  const saveNew = async (values: CreateRoomBody) => {
    const { message } = await create.mutateAsync(values);
    setOpen(null);
    await modal.show(message);
  };
  const saveRoom = (id: number) => async (values: CreateRoomBody) => {
    const { message } = await update.mutateAsync({ id, ...values });
    setOpen(null);
    await modal.show(message);
  };

  return (
    <div className="rooms-page">
      <div className="rooms-top">
        <PageTitle>{roomsStaffWords.adminRoomsTitle}</PageTitle>
        {mayCreate && open !== 'new' ? (
          <button type="button" className="button" onClick={() => setOpen('new')}>
            {roomsStaffWords.adminRoomNew}
          </button>
        ) : null}
      </div>
      <p className="rooms-intro">{roomsStaffWords.adminRoomsIntro}</p>
      {mayEdit ? (
        <p className="rooms-intro" id="rooms-picture-hint">
          {roomsStaffWords.adminRoomPictureHint}
        </p>
      ) : (
        <p className="rooms-intro">{usersStaffWords.staffRoomsReadOnly}</p>
      )}
      {open === 'new' ? (
        <div className="card">
          <RoomForm onSave={saveNew} onClose={() => setOpen(null)} />
        </div>
      ) : null}
      {rooms.isPending ? <p>{bookingsWords.roomLoading}</p> : null}
      {rooms.isError ? <p role="alert">{errorMessage(rooms.error)}</p> : null}
      {rooms.data?.length === 0 ? <p className="empty">{roomsStaffWords.adminRoomsEmpty}</p> : null}
      {rooms.data?.length ? (
        <ul className="rooms-grid">
          {rooms.data.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              editing={open === room.id}
              onEdit={() => setOpen(room.id)}
              onClose={() => setOpen(null)}
              onSave={saveRoom(room.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
