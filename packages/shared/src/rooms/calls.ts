import { z } from 'zod';
import { ROOM_PICTURE_MAX_BYTES, ROOM_PICTURE_TYPES } from '../rules/room-picture.ts';
import { adminRoom, createRoomBody, roomAnswer, roomCheckinQr, roomPictureQuery, updateRoomBody } from './schemas.ts';
import { room } from '../bookings/schemas.ts';
import { bytesAnswer, idParams, notModifiedAnswer } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';
import { bookingsWords } from '../bookings/words.ts';

/** Rooms: the members' list, a room's picture, and staff's management of them (docs/product.md#back-office-rooms). */

export const listRooms = endpoint({
  method: 'GET',
  path: '/rooms',
  access: 'user',
  tag: 'booking',
  summary: 'Salas disponíveis para reserva',
  answers: { 200: z.array(room) },
});

/** An <img> cannot send a bearer token; the picture is no secret. */
export const getRoomPicture = endpoint({
  method: 'GET',
  path: '/rooms/:id/picture',
  access: 'public',
  tag: 'booking',
  summary: 'A imagem de uma sala (PNG, JPEG ou WebP); com ?v= da versão atual, guardável para sempre',
  params: idParams(bookingsWords.roomNotFound),
  query: roomPictureQuery,
  answers: { 200: bytesAnswer, 304: notModifiedAnswer },
});

export const listAdminRooms = endpoint({
  method: 'GET',
  path: '/admin/rooms',
  access: 'staff',
  roles: ['recepcao', 'financeiro', 'admin'],
  tag: 'admin',
  summary: 'Todas as salas, inclusive as inativas, por nome',
  answers: { 200: z.array(adminRoom) },
});

export const createRoom = endpoint({
  method: 'POST',
  path: '/admin/rooms',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Cria uma sala (nome único, capacidade de 1 a 500; ativa por padrão)',
  body: createRoomBody,
  answers: { 200: roomAnswer },
});

export const updateRoom = endpoint({
  method: 'PATCH',
  path: '/admin/rooms/:id',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Renomeia, muda a capacidade, ativa ou desativa uma sala (o histórico continua)',
  params: idParams(bookingsWords.roomNotFound),
  body: updateRoomBody,
  answers: { 200: roomAnswer },
});

export const uploadRoomPicture = endpoint({
  method: 'PUT',
  path: '/admin/rooms/:id/picture',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Envia a imagem da sala: o corpo é o arquivo PNG, JPEG ou WebP (até 2 MB), com o seu Content-Type',
  params: idParams(bookingsWords.roomNotFound),
  upload: { types: ROOM_PICTURE_TYPES, maxBytes: ROOM_PICTURE_MAX_BYTES },
  answers: { 200: roomAnswer },
});

/** The QR code staff print for the room's door (docs/product.md#checkin): it opens /checkin/<room code>. */
export const getRoomCheckinQr = endpoint({
  method: 'GET',
  path: '/admin/rooms/:id/checkin-qr',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'O QR Code de check-in da sala (SVG em data URL), que abre /checkin/<código da sala>',
  params: idParams(bookingsWords.roomNotFound),
  answers: { 200: roomCheckinQr },
});
