/** In localStorage once the visitor has closed the language offer: it never comes back in this browser. */
export const offerDismissedKey = "language-offer-dismissed";

/**
 * The browser's favourite among the `offered` languages and English, unless that is English or the offer was
 * closed. The codes come from the caller, so the page's script carries no list of the site's languages.
 */
export function preferredLang<L extends string>(offered: readonly L[]): L | undefined {
  try {
    if (localStorage.getItem(offerDismissedKey)) return undefined;
  } catch {}
  for (const tag of navigator.languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (primary === "en") return undefined;
    const code = offered.find((l) => l === primary);
    if (code) return code;
  }
  return undefined;
}
