import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { siteFrameWords } from "~/lang/site-frame.ts";

/** The frame of every page but the bare NotFound page: skip link, navigation bar, main content, footer. */
export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-saffron-400 px-5 py-3 font-bold text-forest-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {siteFrameWords.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
