import { type RefObject, useEffect, useState } from "react";

/**
 * The `data-row` values of the rows of a scrolling list that have come within one list-height of its
 * visible part, so that the rows' images load for those alone. The browser's own loading="lazy" measures
 * from the window, not from the list, and fetched some 70 flags on opening a list that shows 7. Once near,
 * a row stays so: its image is then in the browser's cache anyway. `rowsKey` changes when other rows show.
 */
export function useRowsInSight(
  listRef: RefObject<HTMLElement | null>,
  rowsKey: unknown,
): ReadonlySet<string> {
  const [inSight, setInSight] = useState<ReadonlySet<string>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey is what tells that the rows changed
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((e) => e.isIntersecting)
          .map((e) => (e.target as HTMLElement).dataset.row);
        setInSight((current) => {
          const next = new Set(current);
          for (const row of near) if (row) next.add(row);
          return next.size === current.size ? current : next;
        });
      },
      { root: list, rootMargin: "100% 0px" },
    );
    for (const row of list.querySelectorAll<HTMLElement>("[data-row]")) observer.observe(row);
    return () => observer.disconnect();
  }, [listRef, rowsKey]);
  return inSight;
}
