import { company } from "~/content/company";
import { contactContent } from "~/lang/contact";
import { Icon, type IconName } from "./icons";

type Block = { icon: IconName; title: string; body: React.ReactNode };

const linkStyle = "wrap-anywhere font-semibold text-forest-800 underline-offset-4 hover:underline";

const blocks: readonly Block[] = [
  {
    icon: "mapPin",
    title: contactContent.blocks.location,
    body: (
      <address className="not-italic">
        {company.address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    ),
  },
  {
    icon: "mail",
    title: contactContent.blocks.email,
    body: (
      <a href={`mailto:${company.email}`} dir="ltr" className={linkStyle}>
        {company.email}
      </a>
    ),
  },
  {
    icon: "phone",
    title: contactContent.blocks.phone,
    body: (
      <a href={`tel:${company.phone.e164}`} dir="ltr" className={linkStyle}>
        {company.phone.display}
      </a>
    ),
  },
];

/** The contact page's static blocks: location, e-mail and phone. */
export function ContactDetails() {
  return (
    <ul className="grid gap-5">
      {blocks.map((block) => (
        <li key={block.title} className="flex gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-forest-800 text-saffron-300">
            <Icon name={block.icon} />
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
