export type NavLink = { label: string; to: string };

/** The main navigation, in the spec's order. */
export const mainNav = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Products", to: "/products" },
  { label: "Contact", to: "/contact" },
] as const satisfies readonly NavLink[];

export const privacyPolicyLink = { label: "Privacy Policy", to: "/privacyPolicy" } as const satisfies NavLink;
