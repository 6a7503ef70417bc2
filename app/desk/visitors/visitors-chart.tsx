import { count } from "#app/desk/shared/format.ts";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";
import { dayText, shortDayText } from "./visitors-view.ts";

const copy = visitorsWords;
/** Where the visitors' bars stand (they grow up from it), and the enquiries' below them, out of 100. */
const visitorsBase = 68;
const enquiriesBase = 100;
const enquiriesHeight = 26;

const slot = 10;
/** The i-th bar, growing up from its base line. */
const bar = (i: number, base: number, height: number, className: string) => (
  <rect x={i * slot + 1} y={base - height} width={slot - 2} height={height} className={className} />
);

/** "on 3 Nov 2026", or "in the week of 3 Nov 2026" when the series counts weeks. */
const whenText = (start: string, step: VisitorsReport["step"]) =>
  step === "week" ? copy.weekOf(dayText(start)) : copy.onDay(dayText(start));

/**
 * Visitors and enquiries by day or week, drawn by React as bars: visitors above, enquiries below on a scale of
 * their own (a few enquiries beside hundreds of visitors would not show on one scale). For screen readers the
 * drawing is one image with a name and a summary; the tables below hold the figures themselves.
 */
export function VisitorsChart({ report }: { report: VisitorsReport }) {
  const { series, step, from, to } = report;
  const mostVisitors = Math.max(1, ...series.map((p) => p.visitors));
  const mostEnquiries = Math.max(1, ...series.map((p) => p.enquiries));
  const busiest = series.reduce<(typeof series)[number] | undefined>(
    (top, p) => (p.visitors > (top?.visitors ?? 0) ? p : top),
    undefined,
  );
  const total = (key: "visitors" | "enquiries") => count(series.reduce((sum, p) => sum + p[key], 0));
  const first = series[0];
  const last = series.at(-1);
  return (
    <figure className="mt-4">
      <div
        aria-hidden="true"
        className="mb-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold text-earth-700 text-xs"
      >
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-forest-700" />
          {copy.visitors} ({copy.most(count(mostVisitors))})
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-saffron-500" />
          {copy.enquiries} ({copy.most(count(mostEnquiries))})
        </span>
      </div>
      <svg
        viewBox={`0 0 ${Math.max(1, series.length) * slot} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-label={copy.chartLabel(copy.chart(step), copy.range(dayText(from), dayText(to)))}
        aria-describedby="visitors-chart-summary"
        className="h-40 w-full rounded-lg bg-cream-50 sm:h-52"
      >
        <line
          x1={0}
          x2={series.length * slot}
          y1={visitorsBase}
          y2={visitorsBase}
          className="stroke-earth-900/20"
          strokeWidth={0.5}
          vectorEffect="non-scaling-stroke"
        />
        {series.map((p, i) => {
          const v = (p.visitors / mostVisitors) * (visitorsBase - 4);
          const e = (p.enquiries / mostEnquiries) * enquiriesHeight;
          return (
            <g key={p.start}>
              <title>{`${dayText(p.start)}: ${copy.pointTitle(count(p.visitors), count(p.enquiries))}`}</title>
              {bar(i, visitorsBase, v, "fill-forest-700")}
              {bar(i, enquiriesBase, e, "fill-saffron-500")}
            </g>
          );
        })}
      </svg>
      {first && last && (
        // Time runs left to right in either language, as the bars above it do.
        <div aria-hidden="true" dir="ltr" className="mt-1 flex justify-between text-earth-700 text-xs">
          <bdi>{shortDayText(first.start)}</bdi>
          <bdi>{shortDayText(last.start)}</bdi>
        </div>
      )}
      <figcaption id="visitors-chart-summary" className="mt-2 text-earth-700 text-sm">
        {copy.chartSummary(
          total("visitors"),
          total("enquiries"),
          busiest ? copy.busiest(whenText(busiest.start, step), count(busiest.visitors)) : null,
        )}
      </figcaption>
    </figure>
  );
}
