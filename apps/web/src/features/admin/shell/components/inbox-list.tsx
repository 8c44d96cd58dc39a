import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api-client';

type Loading = { isPending: boolean; isError: boolean; error: unknown };

/** An inbox screen's list (docs/product.md#back-office): loading, the server's error, `empty` when none, else the items. */
export function InboxList({
  query,
  count,
  empty,
  children,
}: {
  query: Loading;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  if (query.isPending) return <p className="empty">{requestsStaffWords.inboxLoading}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="field-error">
        {errorMessage(query.error)}
      </p>
    );
  }
  if (count === 0) return <p className="empty">{empty}</p>;
  return <ul className="inbox-list">{children}</ul>;
}

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The next, older page of a newest-first list, while there is one. */
export function LoadMoreButton({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button-ghost"
      disabled={pages.isFetchingNextPage}
      onClick={() => pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? requestsStaffWords.inboxLoading : requestsStaffWords.inboxLoadMore}
    </button>
  );
}
