import type { AdminRoom } from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { ROOM_PICTURE_MAX_BYTES } from '@arena/shared/rules/room-picture';

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalProvider } from '../../../../components/modal';
import { ApiError } from '../../../../lib/api-client';
import { RoomForm } from './room-form';
import { checkPicture } from './room-picture-button';

const sala10: AdminRoom = {
  id: 1,
  name: 'Sala 10',
  img: '/rooms/sala-10.svg',
  capacity: 6,
  active: true,
  created_at: '2026-11-21T12:00:00.000Z',
};

function renderForm(room?: AdminRoom, onSave = vi.fn(async () => undefined)) {
  render(
    <ModalProvider>
      <RoomForm room={room} onSave={onSave} onClose={() => undefined} />
    </ModalProvider>,
  );
  return { onSave, user: userEvent.setup() };
}
const name = () => screen.getByLabelText(/^Nome/);
const capacity = () => screen.getByLabelText(/^Capacidade/);
const save = () => screen.getByRole('button', { name: roomsStaffWords.adminRoomSave });

describe('the room form', () => {
  it('starts a new room empty, for 6 people, active', () => {
    renderForm();
    expect(screen.getByRole('form', { name: roomsStaffWords.adminRoomNew })).toBeInTheDocument();
    expect(name()).toHaveValue('');
    expect(capacity()).toHaveValue(6);
    expect(screen.getByRole('checkbox', { name: roomsStaffWords.adminRoomActive })).toBeChecked();
  });

  it.each(['', '    '])('refuses a blank name (%j) without saving', async (typed) => {
    const { onSave, user } = renderForm();
    if (typed) await user.type(name(), typed);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(roomsStaffWords.roomNameInvalid);
    expect(name()).toHaveAccessibleDescription(roomsStaffWords.roomNameInvalid);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('holds a name to 60 characters', async () => {
    const { user } = renderForm();
    await user.type(name(), 'x'.repeat(70));
    expect(name()).toHaveValue('x'.repeat(60));
  });

  it.each(['', '0', '501', '2.5'])('refuses the capacity %j', async (typed) => {
    const { onSave, user } = renderForm();
    await user.type(name(), 'Sala 40');
    await user.clear(capacity());
    if (typed) await user.type(capacity(), typed);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(roomsStaffWords.roomCapacityInvalid);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed name, the capacity as a number and whether it is active', async () => {
    const { onSave, user } = renderForm();
    await user.type(name(), '  Sala 40  ');
    await user.clear(capacity());
    await user.type(capacity(), '500');
    await user.click(screen.getByRole('checkbox', { name: roomsStaffWords.adminRoomActive }));
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ name: 'Sala 40', capacity: 500, active: false });
  });

  it('edits a room from its values, and asks before turning it off', async () => {
    const { onSave, user } = renderForm(sala10);
    expect(screen.getByRole('form', { name: 'Editar Sala 10' })).toBeInTheDocument();
    expect(name()).toHaveValue('Sala 10');
    expect(capacity()).toHaveValue(6);
    await user.click(screen.getByRole('checkbox', { name: roomsStaffWords.adminRoomActive }));
    await user.click(save());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(roomsStaffWords.adminRoomConfirmDeactivate('Sala 10'));
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.click(save());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Sala 10', capacity: 6, active: false });
  });

  it('does not ask when the room stays active', async () => {
    const { onSave, user } = renderForm(sala10);
    await user.clear(capacity());
    await user.type(capacity(), '7');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ name: 'Sala 10', capacity: 7, active: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a taken name at the name field, and other refusals in the modal', async () => {
    const onSave = vi
      .fn<() => Promise<undefined>>()
      .mockRejectedValueOnce(new ApiError(409, roomsStaffWords.roomNameTaken))
      .mockRejectedValueOnce(new ApiError(400, roomsStaffWords.roomCapacityInvalid));
    const { user } = renderForm(undefined, onSave);
    await user.type(name(), 'sala 10');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(roomsStaffWords.roomNameTaken);
    expect(name()).toHaveFocus();
    await user.click(save());
    expect(await screen.findByRole('dialog')).toHaveTextContent(roomsStaffWords.roomCapacityInvalid);
  });
});

describe('checkPicture', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('takes a PNG, JPEG or WebP by its bytes, whatever its name or declared type', async () => {
    expect(await checkPicture(new File([png], 'sala.jpg', { type: 'image/jpeg' }))).toEqual({ type: 'image/png' });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(await checkPicture(new File([jpeg], 'sala.jpeg', { type: 'image/jpeg' }))).toEqual({ type: 'image/jpeg' });
    const webp = new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
    expect(await checkPicture(new File([webp], 'sala.webp', { type: 'image/webp' }))).toEqual({ type: 'image/webp' });
  });

  it('refuses a renamed text file and anything over 2 MB, in the server’s words', async () => {
    const text = new File(['isto não é uma imagem'], 'sala.png', { type: 'image/png' });
    expect(await checkPicture(text)).toEqual({ problem: roomsStaffWords.roomPictureType });
    const big = new File([png, new Uint8Array(ROOM_PICTURE_MAX_BYTES)], 'grande.png', { type: 'image/png' });
    expect(await checkPicture(big)).toEqual({ problem: roomsStaffWords.roomPictureTooBig });
    const exact = new File([png, new Uint8Array(ROOM_PICTURE_MAX_BYTES - png.length)], 'ok.png');
    expect(await checkPicture(exact)).toEqual({ type: 'image/png' });
  });
});
