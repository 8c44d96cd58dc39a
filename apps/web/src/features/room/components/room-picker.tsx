import { bookingsWords } from '@arena/shared/bookings/words';
import { useId } from 'react';
import type { Room } from '../api/get-rooms';

export type RoomPickerProps = { rooms: Room[]; value: string; onChange: (room: string) => void };

/** The room picker with pictures (docs/product.md#screens): a radio group of cards, one per room. */
export function RoomPicker({ rooms, value, onChange }: RoomPickerProps) {
  const id = useId();
  return (
    <fieldset className="room-picker">
      <legend>{bookingsWords.roomPicker}</legend>
      <div className="room-options">
        {rooms.map((room) => (
          <label key={room.id} className="room-option">
            <input
              type="radio"
              name={`${id}-room`}
              value={room.value}
              checked={room.value === value}
              onChange={() => onChange(room.value)}
              aria-labelledby={`${id}-${room.id}`}
              aria-describedby={`${id}-${room.id}-capacity`}
            />
            <img src={room.img} alt={bookingsWords.roomPicture(room.value)} width="320" height="200" />
            <span id={`${id}-${room.id}`} className="room-name">
              {room.value}
            </span>
            <span id={`${id}-${room.id}-capacity`} className="room-capacity">
              {bookingsWords.roomCapacity(room.capacity)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
