/**
 * The ceiling of a signed-in read (docs/performance.md): the least any such route must do, and
 * nothing more. Fastify with no plugin; the bearer token hashed and checked against the sessions
 * table joined to its user (revoked, expired and idle sessions refused, as Arena's check does);
 * the active rooms read from better-sqlite3 through statements prepared once; the answer sent by
 * Fastify's default serialiser. Run as its own process on the bench's database, so Arena's
 * `GET /api/rooms` can be measured against it in the same run.
 *
 *   node --import tsx bench/ceiling-server.ts <sqlite file> <port>
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const [file = '', port = '0'] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
db.pragma('journal_mode = WAL');
const session = db.prepare(
  `SELECT sessions.id, users.id AS user_id, users.status, users.level FROM sessions
   JOIN users ON users.id = sessions.user_id
   WHERE sessions.token_hash = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ? AND sessions.last_seen_at > ?`,
);
const rooms = db.prepare('SELECT id, name, img FROM rooms WHERE active = 1 ORDER BY name');
const IDLE_MS = 14 * 86_400_000;

const app = Fastify();
app.get('/rooms', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const now = Date.now();
  const found =
    token &&
    session.get(
      createHash('sha256').update(token).digest('hex'),
      new Date(now).toISOString(),
      new Date(now - IDLE_MS).toISOString(),
    );
  if (!found) return reply.status(401).send({ message: 'Sessão inválida.' });
  return rooms.all();
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
