import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { siteFrameContent as texts } from "~/lang/site-frame";
import { pageLang as lang } from "~/lib/page-lang";
import type offers from "../../domain/content/language-offers.json";
import offersUrl from "../../domain/content/language-offers.json?url&no-inline";
import { signInPath } from "../../domain/content/site-map";
import { type Lang, langCodes, languages, localePath } from "../../domain/i18n";
import { Icon, icons } from "./icons";
import { Logo } from "./logo";
import { useScrolledPast } from "./use-scrolled-past";

/** Scroll depth (px) past which the bar over the home hero turns from transparent to semi-dark. */
const solidAfter = 50;
const menuId = "main-menu";

const barStyles = {
  // A faint top shade keeps the bar's text readable wherever the hero art is light; the colour stays transparent.
  transparent: "bg-transparent bg-linear-to-b from-forest-950/50 to-transparent",
  translucent: "bg-forest-950/80 shadow-lg backdrop-blur-md",
  solid: "bg-forest-950 shadow-lg",
} as const;

/** The fixed navigation bar. Below md the links fold into a menu that closes when a link is chosen. */
export function SiteHeader() {
  // Pre-rendering sees "/about/" where the browser sees "/about": compare without the trailing slash, or the
  // pre-rendered aria-current would differ from the hydrated one (and React does not patch attributes).
  const navigate = useNavigate();
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  const scrolled = useScrolledPast(solidAfter);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Only the home page lets its hero show through the bar; an open menu needs a dark bar to read against.
  const style = pathname !== "/" || menuOpen ? "solid" : scrolled ? "translucent" : "transparent";

  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden">
      <nav
        aria-label={texts.nav.label}
        data-style={style}
        onKeyDown={(event) => {
          // Escape closes the open menu and hands focus back to its button, as keyboard users expect.
          if (event.key !== "Escape" || !menuOpen) return;
          closeMenu();
          toggleRef.current?.focus();
        }}
        className={`h-nav transition-[background-color,box-shadow] duration-300 ${barStyles[style]}`}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:gap-3 sm:px-8">
          <Logo />
          <span className="ms-auto md:hidden" />
          <button
            ref={toggleRef}
            type="button"
            aria-label={texts.nav.menu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="order-2 grid size-11 shrink-0 place-items-center rounded-lg text-white hover:bg-white/10 md:hidden"
          >
            <Icon path={menuOpen ? icons.close : icons.menu} className="size-7" />
          </button>
          <ul
            id={menuId}
            className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-nav flex-col gap-1 border-white/10 border-t bg-forest-950 px-4 pt-2 pb-5 shadow-xl md:static md:ms-auto md:flex md:flex-row md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
          >
            {texts.nav.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.to === pathname ? "page" : undefined}
                  onClick={closeMenu}
                  className="block rounded-lg px-4 py-3 font-semibold text-base text-white/90 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-saffron-300 md:py-2"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* The spec's Sign In is a button; a tiny GET form makes it lead to /sign-in even without JavaScript. */}
          <form
            method="get"
            action={signInPath}
            onSubmit={(event) => {
              // With JavaScript, a client-side move (no reload, and no bare "?" left in the address).
              event.preventDefault();
              closeMenu();
              // The owner's pages are English only, outside the other languages' builds (and their basename).
              if (lang === "en") void navigate(signInPath);
              else window.location.assign(signInPath);
            }}
            className="order-1 md:order-none md:ms-3"
          >
            <button
              type="submit"
              className="min-h-11 whitespace-nowrap rounded-full border-2 border-saffron-400 px-2.5 font-bold text-saffron-300 text-xs transition-colors hover:bg-saffron-400 hover:text-forest-950 sm:px-3.5 sm:text-sm md:px-5"
            >
              {texts.nav.signIn}
            </button>
          </form>
          <LanguageSwitcher path={pathname} />
        </div>
      </nav>
      {lang === "en" && pathname !== signInPath && <LanguageOffer path={pathname} />}
    </header>
  );
}

/**
 * The same page in each other language: plain links (a new page, its own language's code), named in their
 * own language and script. A <details> opens without JavaScript and stays in the bar at every width.
 */
function LanguageSwitcher({ path }: { path: string }) {
  return (
    <details className="group relative order-1 md:order-none">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-lg px-1 font-bold text-sm text-white uppercase hover:bg-white/10 sm:px-2 [&::-webkit-details-marker]:hidden">
        <Icon path={icons.globe} className="size-5" />
        {/* A name that holds the code shown beside it ("Languages ar"), as axe and speech input want. */}
        <span className="sr-only">{texts.nav.languages} </span>
        <span lang={lang} className="hidden sm:inline">
          {lang}
        </span>
      </summary>
      <ul className="absolute end-0 top-full mt-2 w-40 rounded-xl bg-forest-950 p-2 shadow-xl ring-1 ring-white/10">
        {langCodes
          .filter((other) => other !== lang)
          .map((other) => (
            <li key={other}>
              <a
                href={localePath(other, path)}
                lang={other}
                hrefLang={other}
                className="block rounded-lg px-3 py-2 font-semibold text-white/90 hover:bg-white/10 hover:text-white"
              >
                {languages[other].name}
              </a>
            </li>
          ))}
      </ul>
    </details>
  );
}

/**
 * The offer in each other language (domain/content/language-offers.json): a file of its own, fetched only when
 * the browser prefers one of them, so the English pages' code carries no other language's words. A language
 * without its offer fails the type check here.
 */
type Offers = Complete<typeof offers>;
type Complete<T extends Record<Exclude<Lang, "en">, { text: string; close: string }>> = T;

/** In localStorage once the visitor has closed the offer: it never comes back in this browser. */
const offerDismissedKey = "language-offer-dismissed";

/** The browser's favourite among the site's languages, unless that is English or the offer was closed. */
function preferredLang(): Lang | undefined {
  try {
    if (localStorage.getItem(offerDismissedKey)) return undefined;
  } catch {}
  for (const tag of navigator.languages) {
    const code = langCodes.find((l) => l === tag.split("-")[0]?.toLowerCase());
    if (code) return code;
  }
  return undefined;
}

/**
 * English pages only (issue 22): a small offer of the same page in the visitor's own language, never a
 * redirect (crawlers and shared links get the page they asked for). It appears after hydration, hence after
 * the first paint, and floats at the bottom of the window (left: English pages read left to right; the up
 * button is on the right), so nothing on the page moves.
 */
function LanguageOffer({ path }: { path: string }) {
  const [offer, setOffer] = useState<{ lang: Exclude<Lang, "en">; text: string; close: string }>();
  useEffect(() => {
    const other = preferredLang();
    if (other && other !== "en")
      fetch(offersUrl)
        .then((response) => response.json() as Promise<Offers>)
        .then(
          (all) => setOffer({ lang: other, ...all[other] }),
          () => {},
        );
  }, []);
  if (!offer) return null;
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
