import { defaultLang, type Lang, prefixedLangs } from "#domain/i18n.ts";
import { productNotFoundPath, signInPath } from "#domain/page-paths.ts";

/** A public page as counted: its path without query or trailing slash, its language, its product's slug. */
export type CountedPage = { path: string; language: Lang; product: string | null };

/** The owner's side and the API: never counted, whatever they answer. */
const privateRoots = ["/desk", "/api", signInPath];

/** The page a request's address names, or null for one never counted (the owner's side, the API). */
export function pageOf(url: string): CountedPage | null {
  const end = url.search(/[?#]/);
  let path: string;
  try {
    path = decodeURIComponent(end === -1 ? url : url.slice(0, end)).normalize("NFC");
  } catch {
    return null;
  }
  path = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  if (privateRoots.some((root) => path === root || path.startsWith(`${root}/`))) return null;
  const language = prefixedLangs.find((lang) => path === `/${lang}` || path.startsWith(`/${lang}/`));
  const rest = language ? path.slice(language.length + 1) || "/" : path;
  // Another language's sign-in pages are the owner's side too.
  if (rest === signInPath || rest.startsWith(`${signInPath}/`)) return null;
  const product = /^\/products\/([^/]+)$/.exec(rest)?.[1];
  return {
    path,
    language: language ?? defaultLang,
    product: product && `/products/${product}` !== productNotFoundPath ? product : null,
  };
}
