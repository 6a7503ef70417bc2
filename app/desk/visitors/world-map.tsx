// The world map of the 'Visitors' page, loaded as a chunk of its own when the page shows it: its shapes (Natural
// Earth's countries at 1:110m, from world-atlas) and projection stay out of every other desk page.
import { geoEqualEarth, geoPath } from "d3-geo";
import codes from "i18n-iso-countries/codes.json" with { type: "json" };
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json" with { type: "json" };

const width = 960;
const height = 470;
/** Antarctica holds no buyer and a fifth of the map's height. */
const antarctica = "010";

/** world-atlas names countries by their ISO 3166-1 numeric code; the report by their two letters. */
const alpha2ByNumeric = new Map(codes.map(([alpha2, , numeric]) => [numeric, alpha2]));

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const land = feature(topology, topology.objects.countries);
land.features = land.features.filter((country) => country.id !== antarctica);
const path = geoPath(geoEqualEarth().fitSize([width, height], land));
/** Each country's outline, drawn once when the chunk loads. */
const shapes = land.features.flatMap((country) => {
  const d = path(country);
  const code = alpha2ByNumeric.get(String(country.id));
  return d ? [{ key: `${country.id}-${country.properties.name}`, code, d }] : [];
});

/**
 * Colour shows visitors: the most-visited country darkest, others by the square root of their share, so a
 * country with a few visitors is still seen beside one with hundreds. The table beside it is the accessible way
 * to read the figures; the map's name and summary say what it shows.
 */
export default function WorldMap({
  visitors,
  name,
  summary,
  legend,
}: {
  /** Visitors by two-letter country code. */
  visitors: ReadonlyMap<string, number>;
  name: string;
  summary: string;
  legend: { few: string; many: string };
}) {
  const most = Math.max(0, ...visitors.values());
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={name}
        aria-describedby="visitors-map-summary"
        className="h-auto w-full"
      >
        {shapes.map(({ key, code, d }) => {
          const n = (code && visitors.get(code)) || 0;
          const share = most > 0 ? Math.sqrt(n / most) : 0;
          return (
            <path
              key={key}
              d={d}
              style={{
                fill:
                  n > 0
                    ? `color-mix(in oklab, var(--color-forest-800) ${Math.round(15 + 85 * share)}%, var(--color-saffron-300))`
                    : "var(--color-cream-200)",
              }}
              stroke="white"
              strokeWidth={0.5}
            />
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-earth-700 text-xs">
        <span id="visitors-map-summary">{summary}</span>
        <span aria-hidden="true" className="flex items-center gap-2">
          {legend.few}
          <span className="block h-2.5 w-24 rounded-full bg-linear-to-r from-saffron-300 to-forest-800 rtl:bg-linear-to-l" />
          {legend.many}
        </span>
      </figcaption>
    </figure>
  );
}
