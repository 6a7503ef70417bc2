import { Link, useLocation, useNavigate } from "react-router";
import { countryName, languageName } from "#app/desk/shared/format.ts";
import { inboxSearch, withQuery } from "#app/desk/shared/query.ts";
import { countries } from "#domain/countries/country-list.ts";
import { answerFilters, deskPages } from "#domain/desk/api.ts";
import { deskLanguage, deskLocale } from "#domain/desk/desk-language.ts";
import { deskFormWords } from "#domain/desk/form-words.ts";
import type { InboxPage } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { otherProduct } from "#domain/enquiry/quote.ts";
import { langCodes } from "#domain/i18n.ts";
import { StatusOptions } from "../shared/badges.tsx";
import { deskButton, deskControl } from "../shared/ui.ts";

const copy = deskWords.inbox;
const answerLabels = deskWords.inbox.answerFilters;
/** The phone input's countries, named and sorted in the desk's language. */
const byName = countries
  .map(({ iso2, name }) => ({ iso2, name: deskLanguage === "en" ? name : countryName(iso2) }))
  .sort((a, b) => a.name.localeCompare(b.name, deskLocale));

const label = "mb-1 block font-bold text-forest-900 text-xs uppercase tracking-wide";
const control = `${deskControl} px-2 text-sm shadow-sm sm:px-3`;

/** One filter of the form: its label above its control, a column of the grid. */
function Filter({ id, label: text, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="col-span-2 min-w-0 xl:col-span-1">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

/**
 * Search and filters as a GET form whose fields carry InboxQuery's names: the view lives in the address, so
 * a link shares it, Back returns to the one before, and a reload keeps it.
 */
export function InboxFilters({ path, products }: { path: string; products: InboxPage["products"] }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const value = (key: string) => query.get(key) ?? "";

  return (
    <search aria-label={copy.filters}>
      <form
        // A new address (Back, a shared link) resets the fields to what it says.
        key={search}
        method="get"
        action={path}
        onSubmit={(event) => {
          event.preventDefault();
          // Empty fields stay out of the address; a new search starts again on page 1.
          void navigate(withQuery(path, inboxSearch(new FormData(event.currentTarget), { page: "" })));
        }}
        className="grid grid-cols-6 gap-x-2 gap-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-earth-900/5 sm:gap-x-3"
      >
        <div className="col-span-6 xl:col-span-2">
          <label htmlFor="inbox-q" className={label}>
            {copy.search}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={value("q")}
            placeholder={copy.searchHint}
            className={control}
          />
        </div>
        <Filter id="inbox-status" label={copy.status}>
          <select id="inbox-status" name="status" defaultValue={value("status")} className={control}>
            <option value="">{copy.any}</option>
            <StatusOptions />
          </select>
        </Filter>
        <Filter id="inbox-product" label={copy.product}>
          <select id="inbox-product" name="product" defaultValue={value("product")} className={control}>
            <option value="">{copy.any}</option>
            {products.map((product) => (
              <option key={product.slug} value={product.slug}>
                {product.title}
              </option>
            ))}
            <option value={otherProduct}>{deskFormWords.otherProduct}</option>
          </select>
        </Filter>
        <Filter id="inbox-country" label={copy.country}>
          <select id="inbox-country" name="country" defaultValue={value("country")} className={control}>
            <option value="">{copy.any}</option>
            {byName.map((country) => (
              <option key={country.iso2} value={country.iso2}>
                {country.name}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id="inbox-source" label={copy.source}>
          <input
            id="inbox-source"
            name="source"
            type="text"
            maxLength={253}
            defaultValue={value("source")}
            placeholder={copy.sourceHint}
            className={control}
          />
        </Filter>
        <Filter id="inbox-language" label={copy.siteLanguage}>
          <select
            id="inbox-language"
            name="siteLanguage"
            defaultValue={value("siteLanguage")}
            className={control}
          >
            <option value="">{copy.any}</option>
            {langCodes.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id="inbox-from" label={copy.from}>
          <input id="inbox-from" name="from" type="date" defaultValue={value("from")} className={control} />
        </Filter>
        <Filter id="inbox-to" label={copy.to}>
          <input id="inbox-to" name="to" type="date" defaultValue={value("to")} className={control} />
        </Filter>
        {/* Spam is never waiting nor overdue: the spam view has no Answer filter. */}
        {path === deskPages.inbox && (
          <Filter id="inbox-answer" label={copy.answer}>
            <select id="inbox-answer" name="answer" defaultValue={value("answer")} className={control}>
              <option value="">{copy.any}</option>
              {answerFilters.map((answer) => (
                <option key={answer} value={answer}>
                  {answerLabels[answer]}
                </option>
              ))}
            </select>
          </Filter>
        )}
        <div className="col-span-4 flex items-end gap-2 xl:col-span-2 xl:col-start-5">
          <button type="submit" className={`${deskButton.primary} flex-1`}>
            {copy.apply}
          </button>
          <Link
            to={path}
            className="flex min-h-11 flex-1 items-center justify-center rounded-full border-2 border-forest-800 px-4 font-bold text-forest-800 text-sm hover:bg-forest-800 hover:text-white"
          >
            {copy.clear}
          </Link>
        </div>
      </form>
    </search>
  );
}
