import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';

/** The free seats in words (docs/product.md#team): none, one, or a count. */
export function freeSeatsText(free: number): string {
  if (free <= 0) return teamWords.teamSeatsNone;
  if (free === 1) return teamWords.teamSeatsOne;
  return teamWords.teamSeatsMany(String(free));
}

/**
 * The new-user screen's line (docs/product.md#screens: 'status - Ativo / 1 posição livre'), with the real count.
 * The app shows anything but Ativo as Inativo (docs/product.md#statuses).
 */
export function seatsLine(status: string, free: number): string {
  return teamWords.teamSeatsLine({
    status: status === 'Ativo' ? usersWords.statusActive : usersWords.statusInactive,
    seats: freeSeatsText(free),
  });
}

/** How many of the plan's seats are taken, for the team list. */
export function seatsUsage(used: number, total: number): string {
  return teamWords.teamSeatsUsage({ used: String(used), total: String(total) });
}
