import { Link } from "react-router";
import { deskWords } from "#domain/desk/words.ts";

const copy = deskWords.inbox;
const pageLink =
  "min-h-11 rounded-full px-4 py-2.5 font-bold text-forest-800 text-sm ring-2 ring-forest-800 hover:bg-forest-800 hover:text-white";

/** 'Previous', 'Page 2 of 5', 'Next' under a paged list (the inbox, the activity); nothing when one page holds all. */
export function Pager({
  label,
  page,
  pages,
  linkTo,
}: {
  /** The navigation's accessible name: which list these pages are of. */
  label: string;
  page: number;
  pages: number;
  linkTo: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={pageLink}>
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-earth-700 text-sm">{copy.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={linkTo(page + 1)} className={pageLink}>
          {copy.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
