import { siteApi } from "#domain/desk/site-contract.ts";
import { localePath } from "#domain/i18n.ts";
import { deskButton, deskCard } from "../shared/ui.ts";
import { useEditor } from "./editor-context.tsx";
import { siteSectionWords as copy } from "./words.ts";

/** 'Preview': the public page at `path` in the language edited, with the draft applied, in a new tab. */
export function PreviewLink({ path, page, shortPage }: { path: string; page: string; shortPage?: string }) {
  const { lang, dirty, flush } = useEditor();
  const href = `${siteApi.preview}?${new URLSearchParams({ path: localePath(lang, path) })}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(event) => {
        if (!dirty()) return;
        // The preview shows the saved draft: the tab opens now (a tab opened later is a blocked pop-up) and
        // loads the page once the waiting edits are saved.
        event.preventDefault();
        const tab = window.open("", "_blank");
        if (tab) tab.opener = null;
        void flush().then(() => tab?.location.replace(href));
      }}
      className={`${deskButton.outline} inline-flex min-h-10 items-center px-4`}
    >
      {copy.preview}
      {shortPage && (
        <span className="ms-1.5 font-semibold" aria-hidden="true">
          {shortPage}
        </span>
      )}
      <span className="sr-only">, {copy.previewOf(page, copy.languages[lang])}</span>
    </a>
  );
}

/** One of the Site section's parts: its heading, its preview links, its fields. */
export function SectionCard({
  id,
  heading,
  previews,
  children,
}: {
  id: string;
  heading: string;
  previews?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${deskCard} scroll-mt-28 space-y-5 p-4 sm:p-6`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-extrabold text-2xl text-forest-900">
          {heading}
        </h2>
        {previews && <div className="flex flex-wrap gap-2">{previews}</div>}
      </div>
      {children}
    </section>
  );
}

/** A group of fields under a legend (the company overview, a home page card). */
export function FieldGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-earth-900/10 p-3 sm:p-4">
      <legend className="px-1 font-extrabold text-forest-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
