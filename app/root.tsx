import manropeUrl from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { DocumentHead } from "./components/document-head";
import "./app.css";

// The one web font is preloaded so text does not reflow late; app.css points at the same hashed file.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: manropeUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentHead />
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
  // Marks the moment the page turns interactive (browser tests wait for it before using controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}
