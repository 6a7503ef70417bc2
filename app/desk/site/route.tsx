import { useCallback, useId, useMemo, useRef, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useRouteError, useSearchParams } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { deskButton, deskCard, deskControl } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { CompanyFields } from "#app/desk/site/company-fields.tsx";
import { errorPlace } from "#app/desk/site/content-paths.ts";
import { EditorProvider } from "#app/desk/site/editor-context.tsx";
import { ErrorLinks } from "#app/desk/site/error-links.tsx";
import { HistoryList } from "#app/desk/site/history-list.tsx";
import { HomeFields } from "#app/desk/site/home-fields.tsx";
import { ProductsList } from "#app/desk/site/products-list.tsx";
import { PublishButton, PublishedLine, PublishProgress } from "#app/desk/site/publish-panel.tsx";
import { SaveStatus } from "#app/desk/site/save-status.tsx";
import { PreviewLink, SectionCard } from "#app/desk/site/section-card.tsx";
import { TextField } from "#app/desk/site/text-field.tsx";
import { TranslationStatus } from "#app/desk/site/translation-status.tsx";
import { useDraftAutosave } from "#app/desk/site/use-draft-autosave.ts";
import { useGoToField } from "#app/desk/site/use-go-to-field.ts";
import { usePublishChecks } from "#app/desk/site/use-publish-checks.ts";
import { usePublishing } from "#app/desk/site/use-publishing.ts";
import { siteSectionWords as copy } from "#app/desk/site/words.ts";
import { type Publishing, type SiteDraft, siteApi } from "#domain/desk/site-contract.ts";
import { deskWords } from "#domain/desk/words.ts";
import { isLang, type Lang, langCodes } from "#domain/i18n.ts";
import type { Route } from "./+types/route";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return deskFetch<SiteDraft>(siteApi.draft, { page: request.url });
}

/**
 * The draft is fetched once: the editor keeps it from then on, saving it itself. Choosing a language (?lang=)
 * or the desk's minutely refresh must never replace what she is typing.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

/** The owner's site, every fact and text in every language, saved as she types; publishing and its history. */
export default function Site({ loaderData }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get("lang") ?? "en";
  const lang: Lang = isLang(asked) ? asked : "en";
  const draft = useDraftAutosave(loaderData);
  const [historyKey, setHistoryKey] = useState(0);
  const languageId = useId();
  const { content, settled, change, state, meta, reload, refreshMeta, flush } = draft;
  const { dirty } = draft;
  const mayEdit = useMayCall("PUT /api/desk/site/draft");
  const mayPublish = useMayCall("POST /api/desk/site/publish");
  const checks = usePublishChecks(content, settled, draft.errors);
  const { errors } = checks;
  const editor = useMemo(
    () => ({ lang, errors, change, dirty, flush: () => flush() }),
    [lang, errors, change, dirty, flush],
  );

  const onPublished = useCallback(() => {
    setHistoryKey((key) => key + 1);
    // A restore changes the draft on the server; a publish only its state against the site.
    if (draft.dirty()) void refreshMeta();
    else void reload();
  }, [draft, refreshMeta, reload]);
  /** A publish refused for what the draft lacks (listed in the alert by `checks`): to the first field named. */
  const refusePublish = (fields: Record<string, string>) => {
    const [first] = Object.keys(fields);
    if (first) {
      const place = errorPlace(first, lang);
      goTo(place.path, place.lang);
    }
  };
  const onRefused = useRef(refusePublish);
  onRefused.current = refusePublish;
  const { refusedBy } = checks;
  const publishing = usePublishing(
    onPublished,
    useCallback(
      (fields: Record<string, string>) => {
        refusedBy(fields);
        onRefused.current(fields);
      },
      [refusedBy],
    ),
  );

  const languageLink = (code: Lang) => {
    const next = new URLSearchParams(search);
    if (code === "en") next.delete("lang");
    else next.set("lang", code);
    return `?${next}`;
  };

  const { openProducts, openProduct, goTo } = useGoToField({ content, lang, languageLink, setSearch });

  const errorKeys = Object.keys(errors);
  const linksTo = (errors: Record<string, string>) => (
    <ErrorLinks errors={errors} lang={lang} content={content} languageLink={languageLink} goTo={goTo} />
  );
  const errorLinks = linksTo(errors);

  const prepare = async () => {
    await flush();
    if (draft.dirty()) return false;
    const publishable = checks.check(content);
    if (!publishable.ok) {
      refusePublish(publishable.fields);
      return false;
    }
    await refreshMeta();
    return true;
  };
  const publish = () =>
    publishing.start(() =>
      deskFetch<Publishing>(siteApi.publish, { method: "POST", body: { revision: draft.revision.current } }),
    );
  const restore = (version: number, revision: number) =>
    publishing.start(() =>
      deskFetch<Publishing>(siteApi.restore(version), { method: "POST", body: { revision } }),
    );

  return (
    <EditorProvider value={editor}>
      <div className="space-y-6">
        <div>
          <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
          <p className="mt-1 max-w-3xl text-earth-700">{copy.intro}</p>
          {!mayPublish && (
            <p className="mt-2 max-w-3xl font-semibold text-forest-900">
              {mayEdit ? copy.publish.byOwner : copy.publish.readOnly}
            </p>
          )}
        </div>

        {draft.unsaved && (
          <div className={`${deskCard} space-y-3 p-4 ring-saffron-400`}>
            <p className="font-semibold text-forest-900">
              {copy.save.unsavedFound(fullDateTime(draft.unsaved.at))}
            </p>
            {draft.unsaved.revision !== draft.revision.current && meta.saved && (
              <p className="text-earth-700 text-sm">
                {copy.save.unsavedOlder(meta.saved.by, fullDateTime(meta.saved.at))}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={draft.restoreUnsaved} className={deskButton.primary}>
                {copy.save.restore}
              </button>
              <button type="button" onClick={draft.discardUnsaved} className={deskButton.outline}>
                {copy.save.discard}
              </button>
            </div>
          </div>
        )}

        {/* What she needs at hand while editing a long page: the language, the save's state, 'Publish'. */}
        <div className="sticky top-0 z-10 -mx-4 space-y-2 border-earth-900/10 border-b bg-white px-4 py-2 shadow-sm sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
          <div className="flex items-center gap-3">
            <label htmlFor={languageId} className="font-bold text-forest-900 text-sm">
              {copy.language}
            </label>
            <select
              id={languageId}
              value={lang}
              onChange={(event) =>
                setSearch(languageLink(event.target.value as Lang).slice(1), {
                  replace: true,
                  preventScrollReset: true,
                })
              }
              className={`${deskControl} max-w-36 px-2`}
            >
              {langCodes.map((code) => (
                <option key={code} value={code}>
                  {copy.languages[code]}
                </option>
              ))}
            </select>
            {mayPublish && (
              <div className="ms-auto">
                <PublishButton meta={meta} busy={publishing.busy} prepare={prepare} publish={publish} />
              </div>
            )}
          </div>
          <div className="flex flex-wrap items-start gap-x-4 gap-y-1 empty:hidden [&>*]:max-w-full">
            <SaveStatus state={state} errorCount={errorKeys.length} errorLinks={errorLinks} reload={reload} />
            <PublishProgress progress={publishing.progress} error={publishing.error} />
            <div role="alert" className="empty:hidden">
              {Object.keys(checks.lacking).length > 0 && (
                <div className="rounded-lg bg-onion-700/10 px-3 py-2 text-onion-700 text-sm ring-1 ring-onion-700/30">
                  <p className="font-semibold">{copy.publish.refused}</p>
                  {/* Scrolled within itself: on a phone a long list would hide the fields it names. */}
                  <div className="max-h-[30vh] overflow-y-auto">{linksTo(checks.lacking)}</div>
                </div>
              )}
            </div>
          </div>
        </div>

        <PublishedLine meta={meta} />

        <nav aria-label={copy.sectionsLabel}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {(["company", "products", "home", "privacy"] as const).map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="inline-flex min-h-10 items-center rounded-full px-3 font-semibold text-forest-800 ring-1 ring-forest-800/30 hover:bg-forest-100"
                >
                  {copy.sections[section]}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#history"
                className="inline-flex min-h-10 items-center rounded-full px-3 font-semibold text-forest-800 ring-1 ring-forest-800/30 hover:bg-forest-100"
              >
                {copy.history.heading}
              </a>
            </li>
          </ul>
        </nav>

        <div className={`${deskCard} p-4 sm:p-6`}>
          <TranslationStatus content={settled} lang={lang} languageLink={languageLink} onGo={goTo} />
        </div>

        {/* A Viewer reads every field; disabled, none of them saves (the server would refuse it). */}
        <fieldset
          disabled={!mayEdit}
          className="min-w-0 space-y-6 [&_:is(input,textarea,select):disabled]:bg-earth-900/5"
        >
          <CompanyFields company={content.company} />
          <ProductsList products={content.products} open={openProducts} onOpen={openProduct} />
          <HomeFields home={content.home} />
          <SectionCard
            id="privacy"
            heading={copy.sections.privacy}
            previews={<PreviewLink path="/privacyPolicy" page={copy.pages.privacy} />}
          >
            <TextField
              path={["privacy", "text"]}
              field={content.privacy.text}
              label={copy.privacy.text}
              kind="long"
              hint={copy.privacy.textHint}
            />
          </SectionCard>
        </fieldset>

        <HistoryList refreshKey={historyKey} busy={publishing.busy} save={flush} restore={restore} />
      </div>
    </EditorProvider>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
