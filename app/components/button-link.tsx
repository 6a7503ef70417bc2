import { Icon, icons } from "./icons.tsx";
import { SiteLink } from "./site-link.tsx";

const variants = {
  primary: "bg-saffron-400 text-forest-950 hover:bg-saffron-300",
  dark: "bg-forest-800 text-white hover:bg-forest-700",
  outline: "border-2 border-forest-800 text-forest-800 hover:bg-forest-800 hover:text-white",
} as const;

type ButtonLinkProps = {
  to: string;
  children: React.ReactNode;
  variant?: keyof typeof variants;
};

/** A link styled as a button: every call to action on the site navigates, so it is a real `<a>`. */
export function ButtonLink({ to, children, variant = "primary" }: ButtonLinkProps) {
  return (
    <SiteLink
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-bold text-base transition-colors ${variants[variant]}`}
    >
      {children}
      {/* The arrow points along the reading direction. */}
      <Icon path={icons.arrowRight} className="size-5 rtl:-scale-x-100" />
    </SiteLink>
  );
}
