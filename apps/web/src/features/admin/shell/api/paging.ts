/**
 * The staff's newest-first lists come a page at a time: `?before=<id>&limit=<n>` gives the items
 * older than `before` (pageQuery, packages/shared/src/contract/paging.ts).
 */
export function pageUrl(path: string, limit: number, before?: number) {
  return `${path}?limit=${limit}${before ? `&before=${before}` : ''}`;
}

/** useInfiniteQuery's paging: a short page is the last one; otherwise the next starts below its oldest item. */
export function olderPages(limit: number) {
  return {
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ReadonlyArray<{ id: number }>) => (last.length < limit ? undefined : last.at(-1)?.id),
  };
}
