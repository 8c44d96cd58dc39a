import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';

import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../config/paths';
import { staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import RoomQrRoute from './room-qr';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

/** The room's check-in QR code to print (docs/product.md#checkin). */
describe('the room’s QR page', () => {
  it('shows the room’s name, its QR code and the address it opens, and prints', async () => {
    server.use(
      http.get('/api/admin/rooms/:id/checkin-qr', ({ params }) =>
        HttpResponse.json({
          room: { id: Number(params.id), name: 'Sala 20' },
          url: `https://app.arena.test/checkin/${String(params.id)}`,
          qr: QR,
        }),
      ),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp(<RoomQrRoute />, { path: paths.adminRoomQr, entry: '/admin/rooms/2/qr', user: staff });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sala 20' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: roomsStaffWords.adminRoomQrAlt('Sala 20') })).toHaveAttribute('src', QR);
    expect(screen.getByText('https://app.arena.test/checkin/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: roomsStaffWords.adminRoomQrPrint }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('says so when the room does not exist', async () => {
    server.use(
      http.get('/api/admin/rooms/:id/checkin-qr', () =>
        HttpResponse.json({ message: bookingsWords.roomNotFound, code: 'ROOM_NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp(<RoomQrRoute />, { path: paths.adminRoomQr, entry: '/admin/rooms/999/qr', user: staff });
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingsWords.roomNotFound);
  });
});
