import { errorWords } from '@arena/shared/contract/error-words';
import { screenWords } from '@arena/shared/contract/screen-words';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { termsWords } from '@arena/shared/terms/words';
import LoginRoute from '../features/auth/routes/login';
import { useModal } from '../components/modal';
import { call, errorMessage } from '../lib/api-client';
import HomeRoute from '../features/home/routes/home';
import { queryClient } from '../lib/query-provider';
import InnerLayout from './inner-layout';
import { configHandler, manager } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

const routes = [
  {
    element: <InnerLayout />,
    children: [
      { path: '/home', element: <HomeRoute /> },
      { path: '/room', element: <p>Tela da sala</p> },
    ],
  },
  { path: '/', element: <p>Tela de login</p> },
];

// The inner layout provides the visit's one query client: each test starts with it empty.
beforeEach(() => queryClient.clear());

function answerMe(user = manager) {
  server.use(
    http.get('/api/users/me', () => HttpResponse.json(user)),
    configHandler,
  );
}

describe('the inner header on /home', () => {
  it('greets once, in neutral Portuguese, with no back arrow', async () => {
    answerMe({ ...manager, name: 'Maria' });
    renderApp(routes, { entry: '/home', user: { ...manager, name: 'Maria' } });
    expect(await screen.findByRole('heading', { name: 'Boas-vindas, Maria!' })).toBeInTheDocument();
    expect(screen.queryByText(/Olá, Maria/)).toBeNull();
    expect(screen.queryByText(/Bem-vindo/)).toBeNull();
    expect(screen.queryByRole('button', { name: screenWords.back })).toBeNull();
  });
});

describe('the back arrow', () => {
  it('goes home when the page was the first one opened', async () => {
    answerMe();
    const router = renderApp(
      [
        {
          element: <InnerLayout />,
          children: [
            { path: '/room', element: <p>Tela da sala</p> },
            { path: '/home', element: <HomeRoute /> },
          ],
        },
      ],
      { entry: '/room', user: manager },
    );
    await userEvent.click(await screen.findByRole('button', { name: screenWords.back }));
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByRole('heading', { name: 'Boas-vindas, Ana!' })).toBeInTheDocument();
  });

  it('goes to the previous page of the app when there is one', async () => {
    answerMe();
    const router = renderApp(routes, { entry: '/home', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: /Reservar Sala/ }));
    await screen.findByText('Tela da sala');
    await userEvent.click(screen.getByRole('button', { name: screenWords.back }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('a session that ends', () => {
  const withLogin = [...routes.slice(0, 1), { path: '/', element: <LoginRoute /> }];

  it('says so on the login page when the server no longer knows the token', async () => {
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      configHandler,
    );
    const router = renderApp(withLogin, { entry: '/home', user: manager });
    expect(await screen.findByRole('heading', { name: usersWords.loginTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('alert')).toHaveTextContent(usersWords.unauthenticated);
  });

  it('says nothing of the kind after SAIR', async () => {
    answerMe();
    server.use(http.delete('/api/session', () => HttpResponse.json({ message: errorWords.loggedOut })));
    renderApp(withLogin, { entry: '/home', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: screenWords.logout }));
    expect(await screen.findByRole('heading', { name: usersWords.loginTitle })).toBeInTheDocument();
    expect(screen.queryByText(usersWords.unauthenticated)).toBeNull();
  });

  it('says nothing of the kind after SAIR with a token the server had already ended', async () => {
    answerMe();
    server.use(
      http.delete('/api/session', () =>
        HttpResponse.json({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    renderApp(withLogin, { entry: '/home', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: screenWords.logout }));
    expect(await screen.findByRole('heading', { name: usersWords.loginTitle })).toBeInTheDocument();
    expect(screen.queryByText(usersWords.unauthenticated)).toBeNull();
  });

  it('says it once, on the login page, when an action is refused because the session ended, and signs back in to that screen', async () => {
    answerMe();
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      http.post('/api/session', () => HttpResponse.json({ token: 'novo', user: { ...manager, qtt_team: 0 } })),
    );
    /** A screen acting as every screen does: the call, and the server's words in the modal on failure. */
    function Acting() {
      const modal = useModal();
      const send = async () => {
        try {
          await call('contact', { body: { subject: 'Ajuda', message: 'Olá', department: 'Suporte técnico' } } as never);
        } catch (error) {
          await modal.show(errorMessage(error));
        }
      };
      return (
        <button type="button" onClick={() => void send()}>
          Enviar
        </button>
      );
    }
    // The memory router leaves the document's address alone; a browser's would read /contact.
    window.history.replaceState(null, '', '/contact');
    const router = renderApp(
      [
        { element: <InnerLayout />, children: [{ path: '/contact', element: <Acting /> }] },
        { path: '/', element: <LoginRoute /> },
      ],
      { entry: '/contact', user: manager },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: usersWords.loginTitle })).toBeInTheDocument();
    expect(screen.getAllByText(usersWords.unauthenticated)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.type(screen.getByLabelText(/E\u2011mail/), 'ana@empresa.test');
    await userEvent.type(screen.getByLabelText(/Senha/), 'senha123');
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    await screen.findByRole('button', { name: 'Enviar' });
    expect(router.state.location.pathname).toBe('/contact');
    window.history.replaceState(null, '', '/');
  });
});

describe('a page opened signed out', () => {
  it('leads a member who opened a page signed out (a room’s QR code) back to it after signing in', async () => {
    server.use(
      configHandler,
      http.post('/api/session', () =>
        HttpResponse.json({ token: 'tok', user: { ...manager, plan: null, qtt_team: 3 } }),
      ),
    );
    const router = renderApp(
      [
        { path: '/', element: <LoginRoute /> },
        { path: '/home', element: <p>Tela inicial</p> },
        { element: <InnerLayout />, children: [{ path: '/checkin/:roomCode', element: <p>Check-in da sala</p> }] },
      ],
      { entry: '/checkin/2' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await userEvent.type(screen.getByLabelText(commonWords.fieldEmail, { exact: false }), 'ana@empresa.test');
    await userEvent.type(screen.getByLabelText(commonWords.fieldPassword, { exact: false }), 'senha123');
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkin/2'));
    expect(await screen.findByText('Check-in da sala')).toBeInTheDocument();
  });
});

describe('a new version of the terms (docs/product.md#terms)', () => {
  const withTerms = [...routes, { path: '/termos', element: <p>Tela dos termos</p> }];

  it('sends a member who has not accepted it to the terms before anything else', async () => {
    const router = renderApp(withTerms, { entry: '/room', user: { ...manager, terms_pending: true } });
    expect(await screen.findByText('Tela dos termos')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/room' });
  });

  it('leaves invoices, Meus dados and Atendimento open meanwhile, under the version accepted', async () => {
    const open = [
      {
        element: <InnerLayout />,
        children: [
          { path: '/invoices/:id', element: <p>Tela da fatura</p> },
          { path: '/account/data', element: <p>Meus dados</p> },
          { path: '/contact', element: <p>Atendimento</p> },
          { path: '/room', element: <p>Tela da sala</p> },
        ],
      },
      { path: '/termos', element: <p>Tela dos termos</p> },
    ];
    const user = { ...manager, terms_pending: true };
    for (const [entry, text] of [
      ['/invoices/12', 'Tela da fatura'],
      ['/account/data', 'Meus dados'],
      ['/contact', 'Atendimento'],
    ] as const) {
      renderApp(open, { entry, user });
      expect(await screen.findByText(text)).toBeInTheDocument();
      cleanup();
    }
  });

  it('sends them there too when the server refuses a call with TERMS_PENDING', async () => {
    server.use(
      http.get('/api/users/me/usage', () =>
        HttpResponse.json({ message: termsWords.termsPending, code: 'TERMS_PENDING' }, { status: 403 }),
      ),
    );
    renderApp(withTerms, { entry: '/room', user: manager });
    expect(await screen.findByText('Tela da sala')).toBeInTheDocument();
    await call('getUsage').catch(() => undefined);
    expect(await screen.findByText('Tela dos termos')).toBeInTheDocument();
  });
});
