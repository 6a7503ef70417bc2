import { siteFrameContent as texts } from "~/lang/site-frame";
import { Icon, icons } from "./icons";
import { useScrolledPast } from "./use-scrolled-past";

/** Scroll depth (px) past which the button appears. */
const showAfter = 300;

/** The floating up-arrow of Home and About. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(showAfter);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={texts.scrollToTop}
      onClick={() => {
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
      }}
      className="fixed end-5 bottom-5 z-30 grid size-12 place-items-center rounded-full bg-saffron-400 text-forest-950 shadow-lg ring-2 ring-white/60 transition-colors hover:bg-saffron-300 sm:end-8 sm:bottom-8 print:hidden"
    >
      <Icon path={icons.arrowUp} />
    </button>
  );
}
