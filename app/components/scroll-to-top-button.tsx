import { siteFrameWords as texts } from "~/lang/site-frame.ts";
import { Icon, icons } from "./icons.tsx";

/** The floating up-arrow of Home and About: hidden until the page's script shows it (app/boot/page-behaviours.ts). */
export function ScrollToTopButton() {
  return (
    <button
      type="button"
      hidden
      data-scroll-top=""
      aria-label={texts.scrollToTop}
      className="fixed end-5 bottom-5 z-30 grid size-12 place-items-center rounded-full bg-saffron-400 text-forest-950 shadow-lg ring-2 ring-white/60 transition-colors hover:bg-saffron-300 sm:end-8 sm:bottom-8 print:hidden"
    >
      <Icon path={icons.arrowUp} />
    </button>
  );
}
