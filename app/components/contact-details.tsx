import { useCompany } from "#app/lib/company.ts";
import { contactWords } from "~/lang/contact.ts";
import { Icon } from "./icons.tsx";

/** The contact page's own icons (24 px grid, as icons.tsx draws them): no other page loads them. */
const contactIcons = {
  mapPin: "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 .01 0",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z",
} as const;

type Block = { icon: string; title: string; body: React.ReactNode };

const linkStyle = "wrap-anywhere font-semibold text-forest-800 underline-offset-4 hover:underline";

/** The contact page's static blocks: location, e-mail and phone. */
export function ContactDetails() {
  const company = useCompany();
  const blocks: readonly Block[] = [
    {
      icon: contactIcons.mapPin,
      title: contactWords.blocks.location,
      body: (
        <address className="not-italic">
          {company.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ),
    },
    {
      icon: contactIcons.mail,
      title: contactWords.blocks.email,
      body: (
        <a href={`mailto:${company.email}`} dir="ltr" className={linkStyle}>
          {company.email}
        </a>
      ),
    },
    {
      icon: contactIcons.phone,
      title: contactWords.blocks.phone,
      body: (
        <a href={`tel:${company.phone.e164}`} dir="ltr" className={linkStyle}>
          {company.phone.display}
        </a>
      ),
    },
  ];
  return (
    <ul className="grid gap-5">
      {blocks.map((block) => (
        <li key={block.title} className="flex gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-forest-800 text-saffron-300">
            <Icon path={block.icon} />
          </span>
          <div className="min-w-0 text-earth-700">
            <h2 className="mb-1 font-extrabold text-forest-900 text-lg">{block.title}</h2>
            {block.body}
          </div>
        </li>
      ))}
    </ul>
  );
}
