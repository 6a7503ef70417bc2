import { inboxQueryKeys } from "#domain/desk/api.ts";

export type QuerySource = URLSearchParams | FormData;

/** The part of a query string a page's view is made of: only the given names, only the ones with a value. */
export function searchOf(
  keys: readonly string[],
  source: QuerySource,
  overrides: Record<string, string> = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = key in overrides ? overrides[key] : source.get(key);
    if (typeof value === "string" && value.trim() !== "") query.set(key, value.trim());
  }
  return query;
}

/**
 * The inbox view's part of a query string: only InboxQuery's names, only the ones with a value. The page's
 * address, the API call and the CSV link are all built from it, so the three always show the same view.
 */
export const inboxSearch = (source: QuerySource, overrides?: Record<string, string>) =>
  searchOf(inboxQueryKeys, source, overrides);

/** A path with its query, without a bare "?" when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
