import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { siteFrameWords } from "~/lang/site-frame";

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
