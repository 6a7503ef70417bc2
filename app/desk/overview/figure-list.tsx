/** Figures as a term over its value, two to a row from small screens up (the Overview's cards). */
export function FigureList({
  rows,
  className = "",
}: {
  rows: [string, React.ReactNode][];
  className?: string;
}) {
  return (
    <dl className={`mt-4 grid gap-x-4 gap-y-4 ${className}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-bold text-earth-700 text-xs uppercase tracking-wide">{term}</dt>
          <dd className="mt-0.5 font-extrabold text-forest-900 text-xl tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
