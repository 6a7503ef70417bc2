// The one script of a pre-rendered page: what the spec asks to move, with the platform alone. The build
// compiles it into a classic script each page inlines, allowed by its hash (server/site-content/page-pipeline/page-script.ts).
// React runs only in islands, whose containers the page marks with data-island.
import { recordArrival } from "#domain/enquiry/arrival.ts";
import { preferredLang } from "../lib/preferred-lang.ts";
import { onUseWaits } from "./islands.ts";

/** Scroll depth (px) past which the bar over the home hero turns semi-dark. */
const barSolidAfter = 50;
/** Scroll depth (px) past which the up-arrow shows. */
const upArrowAfter = 300;

const root = document.documentElement;
const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
const nav = document.querySelector<HTMLElement>("nav[data-style]");
const toggle = nav?.querySelector<HTMLButtonElement>("button[aria-controls]");
const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
const upArrow = document.querySelector<HTMLButtonElement>("[data-scroll-top]");
// Only the home page renders its bar see-through; every other page's stays solid.
const overHero = nav?.dataset.style === "transparent";
let menuOpen = false;

function paint(): void {
  if (nav && overHero)
    nav.dataset.style = menuOpen ? "solid" : scrollY > barSolidAfter ? "translucent" : "transparent";
  if (upArrow) upArrow.hidden = scrollY <= upArrowAfter;
}

function setMenu(open: boolean): void {
  menuOpen = open;
  toggle?.setAttribute("aria-expanded", String(open));
  menu?.classList.toggle("hidden", !open);
  menu?.classList.toggle("flex", open);
  paint();
}

addEventListener("scroll", paint, { passive: true });
paint();
toggle?.addEventListener("click", () => setMenu(!menuOpen));
// A chosen link closes the menu (the page it leaves may come back from the back/forward cache).
menu?.addEventListener("click", (event) => {
  if ((event.target as Element).closest("a")) setMenu(false);
});
// Escape closes the open menu and hands focus back to its button, as keyboard users expect.
nav?.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || !menuOpen) return;
  setMenu(false);
  toggle?.focus();
});
upArrow?.addEventListener("click", () => scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" }));

// The spec's Sign In button: a GET form without JavaScript; with it, no bare "?" left in the address.
const signIn = document.querySelector<HTMLFormElement>("form[data-sign-in]");
signIn?.addEventListener("submit", (event) => {
  event.preventDefault();
  location.assign(signIn.action);
});

// Reveal on scroll, once (app.css animates .reveal-pending): only what is below the window now is hidden, so
// nothing on screen flickers and nothing hides without this script. Every position is read before any class
// is added.
if (!reduceMotion) {
  const below = [...document.querySelectorAll("[data-reveal]")].filter(
    (element) => element.getBoundingClientRect().top >= innerHeight,
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add("is-revealed");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10%" },
  );
  for (const element of below) {
    element.classList.add("reveal-pending");
    observer.observe(element);
  }
}

recordArrival();

// Islands start once the page has loaded and drawn a frame after it (a task after the next animation frame):
// a page whose CSS and pictures are inline loads before its first paint, and their code must not delay it
// (until then the form posts as plain HTML). data-module names its modules, fetched side by side. One whose container lists data-langs (the language offer) starts
// only for a browser that prefers one of them; one marked data-start at its first use (island-on-use.ts).
const startsWithPage = `[data-island]${onUseWaits() ? ":not([data-start])" : ""}`;
addEventListener("load", () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const island of document.querySelectorAll<HTMLElement>(`${startsWithPage}[data-module]`)) {
        const { langs, module = "" } = island.dataset;
        if (langs === undefined || preferredLang(langs.split(" ")))
          for (const url of module.split(" ")) void import(url);
      }
    }),
  ),
);

// Browser tests wait for this before using controls; an island rendered with content that starts with the page
// marks it once hydrated, and React Router does on the owner's pages.
if (!document.querySelector(`script[type=module],${startsWithPage}:not(:empty)`))
  root.dataset.hydrated = "true";
