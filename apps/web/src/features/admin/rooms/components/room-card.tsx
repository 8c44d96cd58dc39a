import type { AdminRoom, CreateRoomBody } from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import { Link } from 'react-router';
import { adminRoomQrPath } from '../../../../config/paths';
import { useCan } from '../../../../lib/session';
import { RoomForm } from './room-form';
import { RoomPictureButton } from './room-picture-button';

/** A room without a picture of its own shows the generic drawing (apps/web/public/rooms). */
const FALLBACK_IMG = '/rooms/sala.svg';

export function peopleText(n: number): string {
  return n === 1 ? roomsStaffWords.adminRoomPeopleOne : roomsStaffWords.adminRoomPeopleMany(String(n));
}

export type RoomCardProps = {
  room: AdminRoom;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onSave: (values: CreateRoomBody) => Promise<void>;
};

/**
 * One room of the back-office list: picture, name, capacity, Ativa/Inativa; edits in place and a new
 * picture for the roles whose calls allow them, the QR print for those that may print it.
 */
export function RoomCard({ room, editing, onEdit, onClose, onSave }: RoomCardProps) {
  const mayEdit = useCan('updateRoom');
  const mayUpload = useCan('uploadRoomPicture');
  const mayPrintQr = useCan('getRoomCheckinQr');
  const actions = mayEdit || mayUpload || mayPrintQr;
  return (
    <li className="card rooms-card" data-inactive={!room.active || undefined}>
      <div className="rooms-summary">
        <img
          className="rooms-thumb"
          src={room.img || FALLBACK_IMG}
          alt={roomsStaffWords.adminRoomPicture(room.name)}
          width="320"
          height="200"
        />
        <div className="rooms-info">
          <h2>{room.name}</h2>
          <p className="rooms-capacity">{peopleText(room.capacity)}</p>
          <p className="rooms-state">
            <span className={`rooms-badge ${room.active ? 'badge-active' : 'badge-inactive'}`}>
              {room.active ? roomsStaffWords.adminRoomIsActive : roomsStaffWords.adminRoomIsInactive}
            </span>
          </p>
        </div>
      </div>
      {editing && mayEdit ? (
        <RoomForm room={room} onSave={onSave} onClose={onClose} />
      ) : actions ? (
        <div className="rooms-actions">
          {mayEdit ? (
            <button
              type="button"
              className="button"
              aria-label={`${roomsStaffWords.adminRoomEdit}: ${room.name}`}
              onClick={onEdit}
            >
              {roomsStaffWords.adminRoomEdit}
            </button>
          ) : null}
          {mayUpload ? <RoomPictureButton room={room} /> : null}
          {mayPrintQr && (
            <Link
              className="button button-ghost"
              to={adminRoomQrPath(room.id)}
              aria-label={roomsStaffWords.adminRoomQrLinkLabel(room.name)}
            >
              {roomsStaffWords.adminRoomQrLink}
            </Link>
          )}
        </div>
      ) : null}
    </li>
  );
}
