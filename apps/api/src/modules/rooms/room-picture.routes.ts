import * as roomsApi from '@arena/shared/rooms/calls';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { AppError } from '../../errors.ts';
import { assertAllowed, me } from '../../plugins/auth.ts';
import { roomPicture, setRoomPicture } from './rooms.service.ts';

/** A room's picture: anyone may fetch it (an <img> sends no token); staff upload it. */
export const roomPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pictureUpload);

  route(app, roomsApi.getRoomPicture, async (request, reply) => {
    const picture = await roomPicture(app.deps.db, request.params.id);
    const etag = `"${picture.etag}"`;
    const current = request.query.v === picture.etag.slice(0, 12);
    reply
      .header('etag', etag)
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('x-content-type-options', 'nosniff');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(picture.content_type).send(picture.data);
  });
};

/**
 * PUT /admin/rooms/:id/picture takes the image itself as the body. Its own scope, so only this
 * route reads raw images, up to 2 MiB, and answers anything else in pt-BR.
 */
const pictureUpload: FastifyPluginAsyncZod = async (app) => {
  const { upload } = roomsApi.uploadRoomPicture;
  // Refuse callers who are not staff before reading up to 2 MiB from them (the app's own check
  // comes on preValidation, after the body is parsed).
  app.addHook('preParsing', async (request) => {
    if (!request.user) throw new AppError(401, 'unauthenticated');
    assertAllowed(request.user, roomsApi.uploadRoomPicture.access, roomsApi.uploadRoomPicture.roles);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...upload.types],
    { parseAs: 'buffer', bodyLimit: upload.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError(415, 'roomPictureType')));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'roomPictureTooBig');
    // Everything else goes to the app's one error handler (plugins/error-handler.ts).
    throw error;
  });

  route(app, roomsApi.uploadRoomPicture, async (request) => {
    // No body at all (nothing to parse) arrives as undefined.
    if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'roomPictureType');
    const room = await setRoomPicture(app.deps, me(request), request.params.id, request.body);
    return { message: roomsStaffWords.roomPictureSaved, room };
  });
};

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
