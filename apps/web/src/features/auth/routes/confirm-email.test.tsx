import { registrationWords } from '@arena/shared/registration/words';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { refusal, server } from '../../../test/server';
import ConfirmEmailRoute from './confirm-email';

const renderConfirm = (search: string) =>
  renderApp([{ path: '/confirm-email', element: <ConfirmEmailRoute /> }], { entry: `/confirm-email${search}` });

/** The registration's link (docs/product.md#registration-proof): opening it confirms, once. */
describe('the confirm-email page', () => {
  it('confirms the address on arrival, sending the token once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/confirm-email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: registrationWords.emailConfirmed });
      }),
    );
    renderConfirm('?token=tok_0123456789abcdef');
    expect(await screen.findByText(registrationWords.emailConfirmed)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok_0123456789abcdef' }]);
  });

  it('says a used or expired link is no longer good', async () => {
    server.use(
      http.post('/api/confirm-email', () => HttpResponse.json(refusal('emailConfirmInvalid'), { status: 400 })),
    );
    renderConfirm('?token=tok_usado_0123456789');
    expect(await screen.findByText(registrationWords.emailConfirmInvalid)).toBeInTheDocument();
  });

  it('says so without a call when the link has no token', async () => {
    renderConfirm('');
    expect(await screen.findByText(registrationWords.emailConfirmInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: registrationWords.registerBackToLogin })).toBeInTheDocument();
  });
});
