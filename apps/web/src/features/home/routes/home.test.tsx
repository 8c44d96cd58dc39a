import { messages } from '@arena/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configHandler, manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import HomeRoute from './home';

const routes = [
  { path: '/home', element: <HomeRoute /> },
  { path: '/room', element: <p>Tela da sala</p> },
];

function answerMe(user = manager) {
  server.use(
    http.get('/api/users/me', () => HttpResponse.json(user)),
    configHandler,
  );
}

describe('home', () => {
  it('tells a pending manager the status text, on a tile that looks disabled', async () => {
    const pending = { ...manager, status: 'Pendente' as const };
    answerMe(pending);
    renderApp(routes, { entry: '/home', user: pending });
    const tile = await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    expect(tile).toHaveAccessibleDescription(messages.notActive);
    await userEvent.click(tile);
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.notActive);
    expect(screen.queryByText(messages.managersOnly)).toBeNull();
  });

  it('tells a team member the option is for managers', async () => {
    const member = { ...manager, level: 1 };
    answerMe(member);
    renderApp(routes, { entry: '/home', user: member });
    const tile = await screen.findByRole('button', { name: /Gerenciar Equipe/ });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tile);
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.managersOnly);
  });

  it('leaves the manager tiles enabled for an active manager', async () => {
    answerMe();
    renderApp(routes, { entry: '/home', user: manager });
    const tile = await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(tile).not.toHaveAttribute('aria-disabled');
  });

  it('does not link Informativo anywhere before the settings arrive', async () => {
    server.use(
      http.get('/api/users/me', () => HttpResponse.json(manager)),
      http.get('/api/config', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(routes, { entry: '/home', user: manager });
    await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(screen.queryByRole('link', { name: /Informativo/ })).toBeNull();
    expect(screen.getByText(/Informativo/).closest('[aria-disabled="true"]')).not.toBeNull();
  });
});
