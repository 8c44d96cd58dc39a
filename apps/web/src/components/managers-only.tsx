import { messages } from '@arena/shared/messages';
import type { ReactNode } from 'react';
import { managerRefusal, useSession } from '../lib/session';
import { PageTitle } from './page-title';

export type ManagersOnlyProps = { title: string; children: ReactNode };

/**
 * A screen for active managers (seed §6): anyone else is told why on arrival, in the server's
 * words (product.md §2), instead of filling a form the server will refuse.
 */
export function ManagersOnly({ title, children }: ManagersOnlyProps) {
  const session = useSession();
  if (!session) return null;
  const refusal = managerRefusal(session);
  if (!refusal) return children;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p className="card">{messages[refusal]}</p>
    </>
  );
}
