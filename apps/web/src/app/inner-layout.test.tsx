import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@arena/shared/messages';
import LoginRoute from '../features/auth/routes/login';
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
    expect(screen.queryByRole('button', { name: messages.back })).toBeNull();
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
    await userEvent.click(await screen.findByRole('button', { name: messages.back }));
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByRole('heading', { name: 'Boas-vindas, Ana!' })).toBeInTheDocument();
  });

  it('goes to the previous page of the app when there is one', async () => {
    answerMe();
    const router = renderApp(routes, { entry: '/home', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: /Reservar Sala/ }));
    await screen.findByText('Tela da sala');
    await userEvent.click(screen.getByRole('button', { name: messages.back }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('a session that ends', () => {
  const withLogin = [...routes.slice(0, 1), { path: '/', element: <LoginRoute /> }];

  it('says so on the login page when the server no longer knows the token', async () => {
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ message: messages.unauthenticated, code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      configHandler,
    );
    const router = renderApp(withLogin, { entry: '/home', user: manager });
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.unauthenticated);
  });

  it('says nothing of the kind after SAIR', async () => {
    answerMe();
    server.use(http.delete('/api/session', () => HttpResponse.json({ message: messages.loggedOut })));
    renderApp(withLogin, { entry: '/home', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: messages.logout }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeInTheDocument();
    expect(screen.queryByText(messages.unauthenticated)).toBeNull();
  });

  it('says nothing of the kind after SAIR with a token the server had already ended', async () => {
    answerMe();
    server.use(
      http.delete('/api/session', () =>
        HttpResponse.json({ message: messages.unauthenticated, code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    renderApp(withLogin, { entry: '/home', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: messages.logout }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeInTheDocument();
    expect(screen.queryByText(messages.unauthenticated)).toBeNull();
  });
});
