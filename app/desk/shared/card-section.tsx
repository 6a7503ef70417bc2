import { deskCard } from "./ui.ts";

/** A card of its own under a heading, named by it (a page's form for a new item). */
export function CardSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${deskCard} space-y-3 p-5`}>
      <h2 id={id} className="font-extrabold text-forest-900 text-lg">
        {heading}
      </h2>
      {children}
    </section>
  );
}
