import { inboxQueryKeys } from "#domain/desk/api.ts";

/**
 * The inbox view's part of a query string: only InboxQuery's names, only the ones with a value. The page's
 * address, the API call and the CSV link are all built from it, so the three always show the same view.
 */
export function inboxSearch(source: URLSearchParams | FormData, overrides: Record<string, string> = {}) {
  const query = new URLSearchParams();
  for (const key of inboxQueryKeys) {
    const value = key in overrides ? overrides[key] : source.get(key);
    if (typeof value === "string" && value.trim() !== "") query.set(key, value.trim());
  }
  return query;
}

/** A path with its query, without a bare "?" when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
