import * as roomsApi from '@arena/shared/rooms/calls';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { roomPictureRoutes } from './room-picture.routes.ts';
import { listActiveRooms } from './rooms.repository.ts';
import { createRoom, listRooms, roomCheckinQr, updateRoom } from './rooms.service.ts';

/** Members see the active rooms; staff manage them all (docs/product.md#booking-rules, #back-office). */
export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, roomsApi.listRooms, async () =>
    (await listActiveRooms(app.deps.db)).map((r) => ({ id: r.id, value: r.name, img: r.img, capacity: r.capacity })),
  );

  route(app, roomsApi.listAdminRooms, async () => listRooms(app.deps.db));

  route(app, roomsApi.createRoom, async (request) => ({
    message: roomsStaffWords.roomCreated,
    room: await createRoom(app.deps, me(request), request.body),
  }));

  route(app, roomsApi.updateRoom, async (request) => ({
    message: roomsStaffWords.roomUpdated,
    room: await updateRoom(app.deps, me(request), request.params.id, request.body),
  }));

  route(app, roomsApi.getRoomCheckinQr, async (request) => roomCheckinQr(app.deps, request.params.id));

  await app.register(roomPictureRoutes);
};
