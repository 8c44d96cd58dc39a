import type { Page } from 'playwright-core';

export { checkScreen } from '../../support/screens';

/** The pending registration card that shows `email`. */
export function pendingCard(page: Page, email: string) {
  return page.getByRole('article').filter({ hasText: email });
}
