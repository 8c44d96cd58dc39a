import { commonWords } from '@arena/shared/contract/words';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineGate } from './offline-gate';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A screen with something chosen on it, as /room's day and time. */
function Screen() {
  const [time, setTime] = useState('');
  return (
    <label>
      Início
      <select value={time} onChange={(e) => setTime(e.target.value)}>
        <option value="">Escolha</option>
        <option value="10:00">10:00</option>
      </select>
    </label>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the offline gate', () => {
  it('keeps a loaded screen and what was chosen on it, with a banner, through a network blip', async () => {
    goOnline(true);
    render(
      <OfflineGate>
        <Screen />
      </OfflineGate>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Início'), '10:00');
    goOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent(commonWords.offlineBanner);
    expect(screen.queryByRole('heading', { name: commonWords.offline })).toBeNull();
    expect(screen.getByLabelText('Início')).toHaveValue('10:00');
    goOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Início')).toHaveValue('10:00');
  });

  it('shows the full screen only when there is nothing to show yet', () => {
    goOnline(false);
    render(
      <OfflineGate>
        <Screen />
      </OfflineGate>,
    );
    expect(screen.getByRole('heading', { name: commonWords.offline })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: commonWords.reload })).toBeInTheDocument();
    expect(screen.queryByLabelText('Início')).toBeNull();
    goOnline(true);
    expect(screen.getByLabelText('Início')).toBeInTheDocument();
  });
});
