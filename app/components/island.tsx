import { renderToString } from "react-dom/server";
import { IslandReady } from "./island-ready.tsx";

type IslandProps = {
  name: string;
  /** "on-use": the island starts at the visitor's first use of it, not once the page has loaded (app/boot/island-on-use.ts). */
  start?: "on-use";
  children: React.ReactElement;
};

/**
 * A part of a pre-rendered page that reacts to the visitor: rendered at build time as a React root of its own
 * (so its ids and tree are what app/islands/hydrate.tsx hydrates), in a container the build gives its module.
 * Only route modules use it: they run at build time alone (vite.config.ts keeps them out of the browser).
 */
export function Island({ name, start, children }: IslandProps) {
  const html = renderToString(<IslandReady>{children}</IslandReady>, { identifierPrefix: name });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of our component
  return <div data-island={name} data-start={start} dangerouslySetInnerHTML={{ __html: html }} />;
}
