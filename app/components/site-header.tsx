import { useLocation } from "react-router";
import { pageLang as lang } from "#app/lib/page-lang.ts";
import { langCodes, languages, localePath, prefixedLangs } from "#domain/i18n.ts";
import { signInPath } from "#domain/page-paths.ts";
import { siteFrameWords as texts } from "~/lang/site-frame.ts";
import { Icon, icons } from "./icons.tsx";
import { Logo } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";

const menuId = "main-menu";

/**
 * The fixed navigation bar, pure HTML: below md the links fold into a menu that the page's script opens and
 * closes (app/boot/page-behaviours.ts); its button's icon follows aria-expanded in CSS.
 */
export function SiteHeader() {
  // Pre-rendering sees "/about/" where the browser sees "/about": compare without the trailing slash.
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden">
      <nav
        aria-label={texts.nav.label}
        data-style={pathname === "/" ? "transparent" : "solid"}
        // Solid; over the home hero app.css styles it by its data-style.
        className="h-nav bg-forest-950 shadow-lg transition-[background-color,box-shadow] duration-300"
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:gap-3 sm:px-8">
          <Logo />
          <span className="ms-auto md:hidden" />
          <button
            type="button"
            aria-label={texts.nav.menu}
            aria-expanded={false}
            aria-controls={menuId}
            className="group order-2 grid size-11 shrink-0 place-items-center rounded-lg text-white hover:bg-white/10 md:hidden"
          >
            <Icon path={icons.menu} className="size-7 group-aria-expanded:hidden" />
            <Icon path={icons.close} className="hidden size-7 group-aria-expanded:block" />
          </button>
          <ul
            id={menuId}
            className={`absolute inset-x-0 top-nav hidden flex-col gap-1 border-white/10 border-t bg-forest-950 px-4 pt-2 pb-5 shadow-xl md:static md:ms-auto md:flex md:flex-row md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
          >
            {texts.nav.links.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  aria-current={link.to === pathname ? "page" : undefined}
                  className="block rounded-lg px-4 py-3 font-semibold text-base text-white/90 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-saffron-300 md:py-2"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          {/* The spec's Sign In is a button; a tiny GET form makes it lead to the sign-in page in the page's
              language even without JavaScript. */}
          <form
            method="get"
            action={localePath(lang, signInPath)}
            className="order-1 md:order-none md:ms-3"
            data-sign-in=""
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
      {/* The language offer's island (app/islands/language-offer.tsx): empty in the HTML; the build names its
          code in data-module, which the page's script loads only for a browser that prefers one of data-langs. */}
      {lang === "en" && pathname !== signInPath && (
        <div data-island="language-offer" data-langs={prefixedLangs.join(" ")} />
      )}
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
