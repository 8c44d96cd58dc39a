import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useRoomQr } from '../api/get-room-qr';
import '../rooms.css';

/**
 * `/admin/rooms/:id/qr` (docs/product.md#checkin): the room's check-in QR code, to print and put on
 * its door — the room's name, the code and the address it opens. Printed, only the sheet shows.
 */
export default function RoomQrRoute() {
  const id = Number(useParams().id);
  const qr = useRoomQr(id);
  return (
    <div className="stack room-qr-page">
      <p className="room-qr-tools">
        <Link to={paths.adminRooms}>{roomsStaffWords.adminRoomQrBack}</Link>
        <button type="button" className="button" onClick={() => window.print()} disabled={!qr.data}>
          {roomsStaffWords.adminRoomQrPrint}
        </button>
      </p>
      <PageTitle>{roomsStaffWords.adminRoomQrTitle}</PageTitle>
      {qr.error ? (
        <p className="field-error" role="alert">
          {errorMessage(qr.error)}
        </p>
      ) : qr.data ? (
        <section className="card room-qr-sheet" aria-labelledby="room-qr-name">
          <h2 id="room-qr-name" className="room-qr-name">
            {qr.data.room.name}
          </h2>
          <img
            className="room-qr-code"
            src={qr.data.qr}
            alt={roomsStaffWords.adminRoomQrAlt(qr.data.room.name)}
            width={280}
            height={280}
          />
          <p className="room-qr-hint">{roomsStaffWords.adminRoomQrHint}</p>
          <p className="room-qr-url">{qr.data.url}</p>
        </section>
      ) : null}
    </div>
  );
}
