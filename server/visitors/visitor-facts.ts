// A day's totals kept up to date as its views are written (server/visitors/view-store.ts), so the 'Visitors' page
// reads today as a few thousand rows of totals rather than every view of the day. Visitors are distinct per day
// and do not add up across batches, so each visitor's facts of the day are kept: a batch replaces a visitor's old
// facts by its new ones, and the totals change by the difference. The rules are those of the roll-up's SQL (the
// `facts` of view-store.ts), which rebuilds a day from its raw views when its kept totals fall behind.

/** The fields of a page view (PageView, view-store.ts) that the tables count. */
export type CountedView = {
  entry: boolean;
  source: string;
  campaign: string | null;
  country: string | null;
  path: string;
  product: string | null;
  language: string;
  device: string;
};

/** The country of a view with none known, as the tables count it ('Unknown'). */
export const unknownCountry = "zz";

/** A row of a table a visitor belongs to on a day (or the whole, with an empty dimension), with its views there. */
export type Fact = { dimension: string; value: string; views: number };

/** A visitor's facts of one day, by dimension and value. */
export type Facts = Map<string, Fact>;

/** A change to a day's totals: a row within a filter (the whole: empty filter), its visitors and views. */
export type TotalsChange = {
  filterDimension: string;
  filterValue: string;
  dimension: string;
  value: string;
  visitors: number;
  views: number;
};

// JSON keeps any value apart from its dimension, whatever characters a path holds.
const keyOf = (dimension: string, value: string) => JSON.stringify([dimension, value]);

/** A visitor's facts as kept. */
export const factsOf = (facts: readonly Fact[]): Facts =>
  new Map(facts.map((fact) => [keyOf(fact.dimension, fact.value), { ...fact }]));

/** Whether the visitor had an entry that day: only entries make 'page' rows. */
const hasEntered = (facts: Facts) => [...facts.values()].some((fact) => fact.dimension === "page");

/**
 * A visitor's facts once `views` (all of one day and one visitor) are added to `before`. A visit's source and
 * campaign are its entries'; a visitor without an entry that day takes those of every page it saw, until its
 * first entry replaces them.
 */
export function factsAfter(before: Facts, views: readonly CountedView[]): Facts {
  const after: Facts = new Map([...before].map(([key, fact]) => [key, { ...fact }]));
  const entered = hasEntered(before) || views.some((view) => view.entry);
  if (entered && !hasEntered(before)) {
    for (const [key, fact] of after) {
      if (fact.dimension === "source" || fact.dimension === "campaign") after.delete(key);
    }
  }
  const add = (dimension: string, value: string | null) => {
    if (value === null) return;
    const key = keyOf(dimension, value);
    const fact = after.get(key);
    if (fact) fact.views++;
    else after.set(key, { dimension, value, views: 1 });
  };
  for (const view of views) {
    add("", "");
    if (view.entry || !entered) {
      add("source", view.source);
      add("campaign", view.campaign);
    }
    add("country", view.country ?? unknownCountry);
    if (view.entry) add("page", view.path);
    add("product", view.product);
    add("language", view.language);
    add("device", view.device);
  }
  return after;
}

/**
 * Adds to `changes` what replacing a visitor's facts `before` by `after` changes in the day's totals: in every row
 * it belongs to, within the whole and within each row it belongs to (a filter), one visitor and its views there.
 */
export function addTotalsChange(changes: Map<string, TotalsChange>, before: Facts, after: Facts): void {
  const count = (facts: Facts, sign: 1 | -1) => {
    for (const [filterKey, filter] of facts) {
      for (const [rowKey, row] of facts) {
        const key = filterKey + rowKey;
        let change = changes.get(key);
        if (!change) {
          change = {
            filterDimension: filter.dimension,
            filterValue: filter.value,
            dimension: row.dimension,
            value: row.value,
            visitors: 0,
            views: 0,
          };
          changes.set(key, change);
        }
        change.visitors += sign;
        change.views += sign * row.views;
      }
    }
  };
  count(before, -1);
  count(after, 1);
}
