import { Link } from "react-router";
import { inboxSearch, withQuery } from "#app/desk/shared/query.ts";
import { assignmentWords } from "#domain/desk/assignment-words.ts";

const copy = assignmentWords;

/** The quick views: every enquiry, the signed-in person's, nobody's, and those whose follow-up day has come. */
const views = [
  { label: copy.all, assigned: "", followUp: "" },
  { label: copy.mine, assigned: "mine", followUp: "" },
  { label: copy.unassigned, assigned: "unassigned", followUp: "" },
  { label: copy.due, assigned: "", followUp: "due" },
] as const;

/** Links that keep the other filters and change only whose enquiries are listed (from page 1). */
export function WhoseFilters({ path, query }: { path: string; query: URLSearchParams }) {
  const current = (view: (typeof views)[number]) =>
    (query.get("assigned") ?? "") === view.assigned && (query.get("followUp") ?? "") === view.followUp;
  return (
    // Links without a list: the inbox's rows are the page's only list items.
    <nav aria-label={copy.filters} className="flex flex-wrap gap-2">
      {views.map((view) => (
        <Link
          key={view.label}
          to={withQuery(
            path,
            inboxSearch(query, { assigned: view.assigned, followUp: view.followUp, page: "" }),
          )}
          aria-current={current(view) ? "page" : undefined}
          className="inline-flex min-h-11 items-center rounded-full px-4 font-bold text-forest-800 text-sm ring-2 ring-forest-800 hover:bg-forest-800 hover:text-white aria-[current=page]:bg-forest-800 aria-[current=page]:text-white"
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
