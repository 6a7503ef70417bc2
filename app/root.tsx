import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import { isLang, type Lang, languages } from "#domain/i18n.ts";
import type { Route } from "./+types/root";
import { DocumentHead } from "./components/document-head.tsx";
import { companyView } from "./lib/page-content.ts";
import { pageLang } from "./lib/page-lang.ts";
import { siteContentOf } from "./lib/site-content.server.ts";
import { useWebFontOnNavigation, webFontScript } from "./lib/web-font.ts";
import "./app.css";
import manropeUrl from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";

/** The company's facts, which every page's head and frame show (useCompany()). */
export function loader({ context }: Route.LoaderArgs) {
  return { company: companyView(siteContentOf(context), pageLang) };
}

/**
 * The language the document was served in: the page's own, except the desk's shell, which the server serves in
 * the signed-in person's desk language; hydrating keeps what the server wrote.
 */
const htmlLang: Lang =
  typeof document !== "undefined" && isLang(document.documentElement.lang)
    ? document.documentElement.lang
    : pageLang;

export function Layout({ children }: { children: React.ReactNode }) {
  const company = useRouteLoaderData<typeof loader>("root")?.company;
  return (
    <html lang={htmlLang} dir={languages[htmlLang].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant; the CSP allows it by hash */}
        <script dangerouslySetInnerHTML={{ __html: webFontScript(manropeUrl) }} />
        {company && <DocumentHead company={company} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useWebFontOnNavigation();
  // Marks the moment the owner's pages turn interactive (browser tests wait for it before using controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}
