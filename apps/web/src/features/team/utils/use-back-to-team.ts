import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** Marks a navigation that leaves the team list, so the screen it opens can step back to it. */
export const fromTeam = { from: paths.team } as const;

/**
 * Back to /team after an add or a delete (docs/product.md#errors). Opened from the list, it steps back, so the
 * back arrow then leaves the team instead of meeting the list a second time; otherwise it
 * replaces the current screen with the list.
 */
export function useBackToTeam() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const cameFromList = (state as { from?: string } | null)?.from === paths.team;
  return useCallback(() => {
    if (cameFromList) navigate(-1);
    else navigate(paths.team, { replace: true });
  }, [cameFromList, navigate]);
}
