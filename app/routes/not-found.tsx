import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: "NotFound", description: "This page does not exist.", path: "/404", noIndex: true });

/** The spec's bare page for unknown paths: no navigation bar, no footer, just the text. */
export default function NotFound() {
  return (
    <main className="grid min-h-svh place-items-center p-6">
      <h1 className="font-extrabold text-3xl text-forest-900">NotFound</h1>
    </main>
  );
}
