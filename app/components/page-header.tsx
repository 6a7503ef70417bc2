type PageHeaderProps = {
  title: React.ReactNode;
  /** A short line above the title, e.g. a product's customs code. */
  eyebrow?: React.ReactNode;
  intro?: React.ReactNode;
  /** Actions below the intro. */
  children?: React.ReactNode;
};

/** The dark band that opens every inner page with its h1; it sits under the fixed navigation bar. */
export function PageHeader({ title, eyebrow, intro, children }: PageHeaderProps) {
  return (
    <div className="relative overflow-hidden bg-forest-900 pt-nav text-white print:bg-white print:pt-0 print:text-forest-950">
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-16 w-full text-cream-50 print:hidden"
        viewBox="0 0 1440 64"
        preserveAspectRatio="none"
      >
        <path d="M0 64V40c240-30 480-30 720-8s480 22 720-8v40z" fill="currentColor" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-5 pt-14 pb-24 text-center sm:px-8 sm:pt-20 sm:pb-28">
        {eyebrow && (
          <p className="mb-3 font-bold text-saffron-300 text-sm uppercase tracking-[0.18em] print:hidden">
            {eyebrow}
          </p>
        )}
        <h1 className="text-balance font-extrabold text-4xl tracking-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mx-auto mt-4 max-w-2xl text-pretty text-forest-100 text-lg">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </div>
  );
}
