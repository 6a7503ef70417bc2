type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  tone?: "light" | "dark";
};

/** The heading block that opens each section: an optional eyebrow, the h2 and a short intro. */
export function SectionHeading({ id, title, intro, eyebrow, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
      {eyebrow && (
        <p
          className={`mb-3 font-bold text-sm uppercase tracking-[0.18em] ${dark ? "text-saffron-300" : "text-leaf-600"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`text-balance font-extrabold text-3xl tracking-tight sm:text-4xl ${dark ? "text-white" : "text-forest-900"}`}
      >
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-saffron-400" />
      {intro && (
        <p className={`mt-5 text-pretty text-lg ${dark ? "text-forest-100" : "text-earth-700"}`}>{intro}</p>
      )}
    </div>
  );
}
