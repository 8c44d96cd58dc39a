import type { AdminRoom } from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import AdminRoomsRoute from './rooms';

const room = (id: number, name: string, capacity: number, active = true): AdminRoom => ({
  id,
  name,
  img: `/rooms/${id}.svg`,
  capacity,
  active,
  created_at: '2026-11-21T12:00:00.000Z',
});

type Sent = { method: string; path: string; headers: Record<string, string>; body: unknown };

/** The rooms API as the server answers it (apps/api/src/modules/admin/rooms.routes.ts). */
function fakeRoomsApi(start: AdminRoom[]) {
  let rooms = [...start];
  const sent: Sent[] = [];
  // Records each call as it arrived: JSON bodies parsed, the picture kept as its bytes.
  const record = async (request: Request, params: Record<string, unknown> = {}) => {
    const headers = Object.fromEntries(request.headers.entries());
    const body: unknown = headers['content-type']?.startsWith('application/json')
      ? await request.json()
      : new Uint8Array(await request.arrayBuffer());
    sent.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), headers, body });
    return { id: Number(params.id), body: body as Partial<AdminRoom> };
  };
  server.use(
    http.get('/api/admin/rooms', async ({ request }) => {
      await record(request);
      return HttpResponse.json(rooms);
    }),
    http.post('/api/admin/rooms', async ({ request }) => {
      const { body } = await record(request);
      const created = { ...room(99, body.name ?? '', body.capacity ?? 0, body.active ?? true), img: '/rooms/sala.svg' };
      rooms = [...rooms, created];
      return HttpResponse.json({ message: roomsStaffWords.roomCreated, room: created });
    }),
    http.put('/api/admin/rooms/:id/picture', async ({ request, params }) => {
      const { id } = await record(request, params);
      rooms = rooms.map((r) => (r.id === id ? { ...r, img: `/api/rooms/${r.id}/picture?v=abc` } : r));
      return HttpResponse.json({ message: roomsStaffWords.roomPictureSaved, room: rooms[0] });
    }),
    http.patch('/api/admin/rooms/:id', async ({ request, params }) => {
      const { id, body } = await record(request, params);
      rooms = rooms.map((r) => (r.id === id ? { ...r, ...body } : r));
      return HttpResponse.json({ message: roomsStaffWords.roomUpdated, room: rooms[0] });
    }),
  );
  return sent;
}

/** The screen with a signed-in staff member, the modal and a query cache of its own. */
const open = () => renderApp(<AdminRoomsRoute />, { path: paths.adminRooms, user: staff });
const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
async function closeModal(user: ReturnType<typeof userEvent.setup>, text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('/admin/rooms', () => {
  it('shows each room with its picture, capacity and whether it is active', async () => {
    fakeRoomsApi([room(1, 'Sala 10', 6), room(2, 'Cabine', 1, false)]);
    open();
    expect(await screen.findByRole('heading', { name: 'Sala 10' })).toBeInTheDocument();
    const sala = within(card('Sala 10'));
    expect(sala.getByRole('img', { name: 'Imagem: Sala 10' })).toHaveAttribute('src', '/rooms/1.svg');
    expect(sala.getByText('6 pessoas')).toBeInTheDocument();
    expect(sala.getByText(roomsStaffWords.adminRoomIsActive)).toBeInTheDocument();
    const cabine = within(card('Cabine'));
    expect(cabine.getByText('1 pessoa')).toBeInTheDocument();
    expect(cabine.getByText(roomsStaffWords.adminRoomIsInactive)).toBeInTheDocument();
  });

  it('creates a room and lists it', async () => {
    const sent = fakeRoomsApi([room(1, 'Sala 10', 6)]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: roomsStaffWords.adminRoomNew }));
    const form = screen.getByRole('form', { name: roomsStaffWords.adminRoomNew });
    await user.type(within(form).getByLabelText(/^Nome/), 'Sala 40');
    await user.clear(within(form).getByLabelText(/^Capacidade/));
    await user.type(within(form).getByLabelText(/^Capacidade/), '4');
    await user.click(within(form).getByRole('button', { name: roomsStaffWords.adminRoomSave }));
    await closeModal(user, roomsStaffWords.roomCreated);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ name: 'Sala 40', capacity: 4, active: true });
    expect(await screen.findByRole('heading', { name: 'Sala 40' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('edits a room in its card', async () => {
    const sent = fakeRoomsApi([room(1, 'Sala 10', 6)]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar: Sala 10' }));
    const form = screen.getByRole('form', { name: 'Editar Sala 10' });
    await user.clear(within(form).getByLabelText(/^Nome/));
    await user.type(within(form).getByLabelText(/^Nome/), 'Sala 11');
    await user.click(within(form).getByRole('button', { name: roomsStaffWords.adminRoomSave }));
    await closeModal(user, roomsStaffWords.roomUpdated);
    expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
      path: '/admin/rooms/1',
      body: { name: 'Sala 11', capacity: 6, active: true },
    });
    expect(await screen.findByRole('heading', { name: 'Sala 11' })).toBeInTheDocument();
  });

  it('uploads a picture with its type and the bearer token, then shows it', async () => {
    const sent = fakeRoomsApi([room(1, 'Sala 10', 6)]);
    open();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Trocar imagem: Sala 10');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const file = new File([bytes], 'sala.png', { type: 'image/png' });
    await user.upload(input, file);
    await closeModal(user, roomsStaffWords.roomPictureSaved);
    const put = sent.find((s) => s.method === 'PUT');
    expect(put).toMatchObject({
      path: '/admin/rooms/1/picture',
      headers: { 'content-type': 'image/png', authorization: 'Bearer token-de-teste' },
    });
    // The file itself is the body, byte for byte.
    expect(put?.body).toEqual(bytes);
    expect(await screen.findByRole('img', { name: 'Imagem: Sala 10' })).toHaveAttribute(
      'src',
      '/api/rooms/1/picture?v=abc',
    );
  });

  it('refuses a renamed text file without sending it', async () => {
    const sent = fakeRoomsApi([room(1, 'Sala 10', 6)]);
    open();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Trocar imagem: Sala 10');
    await user.upload(input, new File(['olá'], 'sala.png', { type: 'image/png' }));
    await closeModal(user, roomsStaffWords.roomPictureType);
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });
});
