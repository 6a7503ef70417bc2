import { useEffect, useState } from "react";
import { offerDismissedKey, preferredLang } from "#app/lib/preferred-lang.ts";
import { type Lang, localePath, prefixedLangs } from "#domain/i18n.ts";
import type offers from "#domain/words/language-offers.json";
import offersUrl from "#domain/words/language-offers.json?url&no-inline";
import { Icon, icons } from "./icons.tsx";

/**
 * The offer in each other language (domain/words/language-offers.json): a file of its own, fetched only when
 * the browser prefers one of them, so the English pages' code carries no other language's words. A language
 * without its offer fails the type check here.
 */
type Offers = Complete<typeof offers>;
type Complete<T extends Record<Exclude<Lang, "en">, { text: string; close: string }>> = T;

/**
 * English pages only: a small offer of the same page in the visitor's own language, never a
 * redirect (crawlers and shared links get the page they asked for). An island of its own, loaded after the
 * first paint, that floats at the bottom of the window (left: English pages read left to right; the up
 * button is on the right), so nothing on the page moves.
 */
export function LanguageOffer() {
  const [offer, setOffer] = useState<{ lang: Exclude<Lang, "en">; text: string; close: string }>();
  useEffect(() => {
    const other = preferredLang(prefixedLangs) as Exclude<Lang, "en"> | undefined;
    if (other)
      fetch(offersUrl)
        .then((response) => response.json() as Promise<Offers>)
        .then(
          (all) => setOffer({ lang: other, ...all[other] }),
          () => {},
        );
  }, []);
  if (!offer) return null;
  // The address as pre-rendered, without the trailing slash a static host may add.
  const path = location.pathname.replace(/(.)\/$/, "$1");
  return (
    <div
      lang={offer.lang}
      // Arabic reads right to left: the browser sees it from the sentence's first letter.
      dir="auto"
      className="fixed bottom-5 left-5 flex max-w-[calc(100%-6.25rem)] items-center rounded-2xl bg-forest-950 ps-4 text-sm text-white shadow-lg"
    >
      <a href={localePath(offer.lang, path)} hrefLang={offer.lang} className="py-2 font-semibold underline">
        {offer.text}
      </a>
      <button
        type="button"
        aria-label={offer.close}
        onClick={() => {
          try {
            localStorage.setItem(offerDismissedKey, "1");
          } catch {}
          setOffer(undefined);
        }}
        className="grid size-11 shrink-0 place-items-center"
      >
        <Icon path={icons.close} className="size-5" />
      </button>
    </div>
  );
}
