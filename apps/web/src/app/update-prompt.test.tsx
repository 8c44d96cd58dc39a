import { commonWords } from '@arena/shared/contract/words';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const state = { needRefresh: false, update: vi.fn(), dismiss: vi.fn() };
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [state.needRefresh, state.dismiss],
    offlineReady: [false, vi.fn()],
    updateServiceWorker: state.update,
  }),
}));

const { UpdatePrompt } = await import('./update-prompt');

afterEach(() => {
  state.needRefresh = false;
  vi.clearAllMocks();
});

describe('the update prompt', () => {
  it('stays hidden until a new version is waiting', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(commonWords.updateAvailable)).toBeNull();
  });

  it('asks the seed’s question and reloads into the new version on Recarregar', async () => {
    state.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(commonWords.updateAvailable);
    await userEvent.click(screen.getByRole('button', { name: commonWords.reload }));
    expect(state.update).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: commonWords.notNow }));
    expect(state.dismiss).toHaveBeenCalledWith(false);
  });
});
