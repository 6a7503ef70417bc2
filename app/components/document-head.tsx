/** Head tags shared by every page (icons, manifest, theme colour, site-wide structured data). */
export function DocumentHead() {
  return <link rel="icon" href="/favicon.svg" type="image/svg+xml" />;
}
