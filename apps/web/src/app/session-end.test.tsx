import { codeOf } from '@arena/shared/contract/error-codes';
import type { SessionRefusal } from '@arena/shared/contract/session-end';
import { messages } from '@arena/shared/contract/all-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalProvider } from '../components/modal';
import LoginRoute from '../features/auth/routes/login';
import RoomRoute from '../features/room/routes/room';
import { queryClient } from '../lib/query-provider';
import { sessionStore } from '../lib/session';
import { configHandler, manager, usage } from '../test/fixtures';
import { server } from '../test/server';
import InnerLayout from './inner-layout';

/**
 * A session the server ends while the person is booking (docs/product.md#sessions), in a browser
 * router, as the app runs: the login page says why, once — no second message from the refused
 * action — and signing in again goes back to /room with the room, day and times chosen.
 */
const rooms = ['Sala 10', 'Sala 20'].map((value, i) => ({ id: i + 1, value, img: `/rooms/${i}.svg`, capacity: 6 }));

function mount() {
  const router = createBrowserRouter([
    { element: <InnerLayout />, children: [{ path: '/room', element: <RoomRoute /> }] },
    { path: '/', element: <LoginRoute /> },
    { path: '/home', element: <p>Tela inicial</p> },
  ]);
  render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  );
  return router;
}

let logins: Array<{ email: string }>;
let refusal: SessionRefusal;
/** Whether the server has ended the old token's session: then every call with it, or none, is a 401. */
let ended: boolean;

/** As the API answers a signed-in call: 401 once the session ended (the reason to its token). */
const signedIn =
  (answer: () => Response) =>
  ({ request }: { request: Request }) => {
    const token = request.headers.get('authorization');
    if (token === 'Bearer novo' || !ended) return answer();
    const why: SessionRefusal = token ? refusal : 'unauthenticated';
    return HttpResponse.json({ message: messages[why], code: codeOf(why) }, { status: 401 });
  };

beforeEach(() => {
  queryClient.clear();
  logins = [];
  refusal = 'sessionPasswordChanged';
  ended = false;
  server.use(
    configHandler,
    http.get(
      '/api/users/me/usage',
      signedIn(() => HttpResponse.json(usage)),
    ),
    http.get(
      '/api/users/me/booking-block',
      signedIn(() => HttpResponse.json({ blocked: false, number: null, due_date: null })),
    ),
    http.get('/api/rooms', () => HttpResponse.json(rooms)),
    http.get('/api/closed-days', () => HttpResponse.json([])),
    http.post(
      '/api/manager/appointment/list',
      signedIn(() => HttpResponse.json([])),
    ),
    http.post(
      '/api/manager/appointment/store',
      signedIn(() => HttpResponse.json({ message: bookingsWords.bookingDone })),
    ),
    http.post('/api/session', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      logins.push(body);
      return body.email === manager.email
        ? HttpResponse.json({ token: 'novo', user: { ...manager } })
        : HttpResponse.json({ message: usersWords.loginFailed }, { status: 203 });
    }),
  );
  sessionStore.save('antigo', manager);
  window.history.replaceState(null, '', '/room');
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** Chooses Sala 20, Wednesday 4 March, 09:00–10:00, and taps Reservar. */
async function bookUntilRefused() {
  await userEvent.click(await screen.findByRole('radio', { name: /Sala 20/ }));
  await userEvent.click(await screen.findByRole('button', { name: /^quarta-feira, 4 de março/ }));
  await userEvent.selectOptions(await screen.findByLabelText('Horário inicial'), '09:00:00');
  expect(screen.getByLabelText('Horário final')).toHaveDisplayValue('10:00');
  // Meanwhile, on another device… Reservar first asks the plan's hours (the refusal that ends the
  // session here), then books without a token: neither may say a word of its own.
  ended = true;
  await userEvent.click(screen.getByRole('button', { name: bookingsWords.roomBook }));
  expect(await screen.findByRole('heading', { name: usersWords.loginTitle })).toBeInTheDocument();
}

async function signIn(email = manager.email) {
  await userEvent.type(screen.getByLabelText(/E\u2011mail/), email);
  await userEvent.type(screen.getByLabelText(/Senha/), 'senha123');
  await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
}

describe('a session that ends while booking', () => {
  it('says why once, signs out, and signing in again brings back /room with the booking being chosen', async () => {
    mount();
    await bookUntilRefused();
    // Said once, in the words of what happened: never "expirou" for a password changed elsewhere.
    expect(screen.getAllByText(usersWords.sessionPasswordChanged)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(usersWords.sessionPasswordChanged);
    expect(screen.queryByText(/expirou/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore.get()).toBeNull();

    await signIn();
    expect(await screen.findByRole('radio', { name: /Sala 20/ })).toBeChecked();
    expect(window.location.pathname).toBe('/room');
    expect(await screen.findByLabelText('Horário inicial')).toHaveDisplayValue('09:00');
    expect(screen.getByLabelText('Horário final')).toHaveDisplayValue('10:00');
    const day = screen.getByRole('button', { name: /^quarta-feira, 4 de março/ });
    expect(day.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(logins).toEqual([expect.objectContaining({ email: manager.email })]);
  });

  it.each<[SessionRefusal, string]>([
    ['sessionEndedElsewhere', 'Esta sessão foi encerrada a partir de outro dispositivo. Entre novamente.'],
    ['sessionExpired', 'Sua sessão expirou. Entre novamente.'],
    ['accessRemoved', 'Seu acesso ao Arena Cowork foi removido pelo titular da conta.'],
    ['accessAnonymized', 'Seus dados pessoais foram excluídos do Arena Cowork, e o seu acesso foi encerrado.'],
    ['teamAccessEnded', 'O acesso da sua equipe ao Arena Cowork foi encerrado junto com a conta do titular.'],
  ])('says %s in its own words, once', async (code, words) => {
    refusal = code;
    mount();
    await bookUntilRefused();
    expect(screen.getAllByText(words)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a removed team member who tries to sign in again that the access was removed, not that the data is wrong', async () => {
    refusal = 'accessRemoved';
    server.use(
      http.post('/api/session', () => HttpResponse.json({ message: usersWords.loginFailed }, { status: 203 })),
    );
    mount();
    await bookUntilRefused();
    await signIn(manager.email.toUpperCase());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(usersWords.accessRemoved)).toBeInTheDocument();
    expect(screen.queryByText(usersWords.loginFailed)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));

    // Anybody else's address on this browser reads the usual words…
    await userEvent.clear(screen.getByLabelText(/E\u2011mail/));
    await userEvent.clear(screen.getByLabelText(/Senha/));
    await signIn('outra@empresa.test');
    const failed = await screen.findByRole('dialog');
    expect(within(failed).getByText(usersWords.loginFailed)).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: commonWords.ok }));
  });

  it("sends whoever signs in after a removed member to home, not to the removed person's screen", async () => {
    refusal = 'accessRemoved';
    mount();
    await bookUntilRefused();
    await signIn();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });
});
