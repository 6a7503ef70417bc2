import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";

/** Every page opens at the top, client-side navigation included (the spec asks for it on each opening). */
export function useScrollToTopOnOpen(): void {
  const { pathname } = useLocation();
  // Layout effect: scroll before the new page is painted, so the visitor never sees it scrolled down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect belongs to each new page
  useLayoutEffect(() => {
    // Stop the browser from restoring an old position on reload or back/forward.
    window.history.scrollRestoration = "manual";
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}

/**
 * The reveal rules come with the code that adds the classes, not with the page's first-paint CSS: the
 * pre-rendered page then carries no rule that hides anything, and its inline CSS stays smaller.
 */
const revealCss = [
  ".reveal-pending{opacity:0;transform:translateY(2rem)}",
  ".reveal-pending.is-revealed{opacity:1;transform:none;transition:",
  "opacity var(--animate-duration-reveal) ease-out,",
  "transform var(--animate-duration-reveal) cubic-bezier(0.16,1,0.3,1)}",
].join("");

function addRevealCss(): void {
  if (document.getElementById("reveal-css")) return;
  document.head.append(
    Object.assign(document.createElement("style"), { id: "reveal-css", textContent: revealCss }),
  );
}

/**
 * Reveal on scroll, once, for elements marked `data-reveal`. Runs only after hydration and hides only what is
 * below the viewport at that moment, so content shows without JavaScript and never flickers on screen.
 * The transition takes --animate-duration-reveal (1350 ms, app.css); with reduced motion nothing is hidden
 * or animated.
 */
export function useRevealOnScroll(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new elements to observe
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // All positions are read before any class or rule is added: reads between writes would force a style
    // and layout pass per element.
    const below = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not(.reveal-pending)")].filter(
      (element) => element.getBoundingClientRect().top >= window.innerHeight,
    );
    addRevealCss();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("is-revealed");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of below) {
      element.classList.add("reveal-pending");
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);
}
