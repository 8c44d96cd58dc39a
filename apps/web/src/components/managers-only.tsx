import type { EndpointName } from '@arena/shared/contract/endpoints';
import { usersWords } from '@arena/shared/users/words';
import type { ReactNode } from 'react';

import { refusalFor, useSession } from '../lib/session';
import { PageTitle } from './page-title';

/** `call`: the endpoint the screen exists for, whose access rule decides (packages/shared/src/<area>/calls.ts). */
export type ManagersOnlyProps = { title: string; call: EndpointName; children: ReactNode };

/**
 * A screen for active managers (docs/product.md#access-rules): anyone else is told why on arrival, in the server's
 * words (docs/product.md#statuses-and-levels), instead of filling a form the server will refuse.
 */
export function ManagersOnly({ title, call, children }: ManagersOnlyProps) {
  const session = useSession();
  if (!session) return null;
  const refusal = refusalFor(session, call);
  if (!refusal) return children;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p className="card">{usersWords[refusal]}</p>
    </>
  );
}
