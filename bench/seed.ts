import { randomUUID } from 'node:crypto';
import type { App } from '../apps/api/src/app.ts';
import { localDate } from '../apps/api/src/lib/time.ts';

/**
 * A space a year into its life: 200 members with their companies, 5 rooms, and five bookings a
 * room on every weekday from six months ago to six months ahead — inserted directly, since the
 * booking rules would refuse the past. Some slots are left free for the write benchmark.
 */
export async function seedYear(app: App, passwordHash: string) {
  const db = app.db;
  const now = new Date().toISOString();
  const today = localDate(new Date(), app.config.SPACE_TIMEZONE);
  await db
    .insertInto('rooms')
    .values([
      { name: 'Sala 40', img: '/rooms/sala-10.svg', capacity: 4, active: 1, created_at: now },
      { name: 'Sala 50', img: '/rooms/sala-20.svg', capacity: 20, active: 1, created_at: now },
    ])
    .execute();
  const rooms = await db.selectFrom('rooms').select(['id', 'name']).orderBy('id').execute();

  // Every member on Arena Dedicada (10 h a month, beyond them charged: the booking bench's many
  // bookings are accepted as excedente, which the usage count still has to work out).
  const plan = await db.selectFrom('plans').select('id').where('name', '=', 'Arena Dedicada').executeTakeFirstOrThrow();
  const members = Array.from({ length: 200 }, (_, i) => ({
    email: `membro${i + 1}@empresa${i + 1}.test`,
    password_hash: passwordHash,
    name: `Membro ${i + 1}`,
    lastname: 'Silva',
    phone: '11912345678',
    status: 'Ativo',
    level: 2,
    role: 'member',
    plan_id: plan.id,
    qtd_team: 3,
    manager_id: null,
    // Accepted the terms in force, or every screen and call would answer with the terms first.
    terms_version: app.config.TERMS_VERSION,
    created_at: now,
    updated_at: now,
  }));
  const ids = (await db.insertInto('users').values(members).returning('id').execute()).map((r) => r.id);
  await db
    .insertInto('companies')
    .values(
      ids.map((user_id, i) => ({
        user_id,
        document: '11222333000181',
        name: `Empresa ${i + 1}`,
        activity: 'Consultoria',
        phone: '1134567890',
        site: '',
      })),
    )
    .execute();

  const day = (offset: number) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d;
  };
  const isWeekday = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;
  const busy = [
    ['08:00', '09:00'],
    ['09:00', '10:00'],
    ['10:30', '11:30'],
    ['13:00', '14:00'],
    ['14:00', '15:00'],
  ];
  const free = [
    ['15:30', '16:00'],
    ['16:00', '16:30'],
    ['16:30', '17:00'],
    ['17:00', '17:30'],
    ['17:30', '18:00'],
  ];
  const appointments = [];
  const freeSlots: Array<{ participants: string; date_initial: string; date_final: string }> = [];
  let n = 0;
  for (let offset = -182; offset <= 182; offset += 1) {
    const d = day(offset);
    if (!isWeekday(d)) continue;
    const date = d.toISOString().slice(0, 10);
    for (const room of rooms) {
      for (const [start, end] of busy) {
        appointments.push({
          room_id: room.id,
          user_id: ids[n++ % ids.length] ?? 0,
          date_initial: `${date} ${start}:00`,
          date_final: `${date} ${end}:00`,
          uid: randomUUID(),
          created_at: now,
        });
      }
      if (offset >= 2 && offset <= 170) {
        for (const [start, end] of free) {
          freeSlots.push({
            participants: room.name,
            date_initial: `${date} ${start}:00`,
            date_final: `${date} ${end}:00`,
          });
        }
      }
    }
  }
  for (let i = 0; i < appointments.length; i += 1000) {
    await db
      .insertInto('appointments')
      .values(appointments.slice(i, i + 1000))
      .execute();
  }
  let offset = 30;
  while (!isWeekday(day(offset))) offset += 1;
  const c = day(offset).toISOString().slice(0, 10);
  let busyOffset = 1;
  while (!isWeekday(day(busyOffset))) busyOffset += 1;
  return {
    /** A weekday ahead with five bookings in every room: what the room screen asks for. */
    busyDay: day(busyOffset).toISOString().slice(0, 10),
    counts: { members: ids.length, rooms: rooms.length, appointments: appointments.length },
    manager: { email: members[0]?.email ?? '' },
    freeSlots,
    contendedSlot: { date_initial: `${c} 12:00:00`, date_final: `${c} 13:00:00` },
  };
}
