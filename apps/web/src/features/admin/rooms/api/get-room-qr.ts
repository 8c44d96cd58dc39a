import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminRoomsKey } from './get-admin-rooms';

/** GET /admin/rooms/:id/checkin-qr: the room's check-in QR code to print (docs/product.md#checkin). */
export function useRoomQr(id: number) {
  return useQuery({
    queryKey: [...adminRoomsKey, id, 'qr'],
    queryFn: async () => (await call('getRoomCheckinQr', { params: { id } })).data,
  });
}
