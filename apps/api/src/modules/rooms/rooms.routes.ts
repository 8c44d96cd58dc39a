import { adminMessages } from '@arena/shared/admin-messages';
import { messages } from '@arena/shared/messages';
import { room } from '@arena/shared/schemas/appointments';
import { adminRoom, createRoomBody, roomAnswer, updateRoomBody } from '@arena/shared/schemas/admin-rooms';
import { errorAnswer, idParams } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { roomPictureRoutes } from './room-picture.routes.ts';
import { listActiveRooms } from './rooms.repository.ts';
import { createRoom, listRooms, updateRoom } from './rooms.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Members see the active rooms; staff manage them all (product.md §4, §7). */
export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rooms',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['booking'],
        security,
        summary: 'Salas disponíveis para reserva',
        response: { 200: z.array(room), '4xx': errorAnswer },
      },
    },
    async () => (await listActiveRooms(app.deps.db)).map((r) => ({ id: r.id, value: r.name, img: r.img })),
  );

  app.get(
    '/admin/rooms',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Todas as salas, inclusive as inativas, por nome',
        response: { 200: z.array(adminRoom), '4xx': errorAnswer },
      },
    },
    async () => listRooms(app.deps.db),
  );

  app.post(
    '/admin/rooms',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Cria uma sala (nome único, capacidade de 1 a 500; ativa por padrão)',
        body: createRoomBody,
        response: { 200: roomAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => ({
      message: adminMessages.roomCreated,
      room: await createRoom(app.deps, me(request), request.body),
    }),
  );

  app.patch(
    '/admin/rooms/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Renomeia, muda a capacidade, ativa ou desativa uma sala (o histórico continua)',
        params: idParams(messages.roomNotFound),
        body: updateRoomBody,
        response: { 200: roomAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => ({
      message: adminMessages.roomUpdated,
      room: await updateRoom(app.deps, me(request), request.params.id, request.body),
    }),
  );

  await app.register(roomPictureRoutes);
};
