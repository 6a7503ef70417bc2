import { company } from "../../company.ts";
import { mainNav, privacyPolicyLink } from "./navigation.ts";

/** The words of the frame every page shares: skip link, navigation bar, footer, floating buttons. */
export const siteFrameWords = {
  skipLink: "Skip to content",
  nav: {
    label: "Main",
    menu: "Menu",
    links: mainNav,
    signIn: "Sign In",
    languages: "Languages",
  },
  logoLabel: `${company.name} logo`,
  footer: {
    description: company.description,
    rights: "All rights reserved.",
    privacyPolicy: privacyPolicyLink,
    newTab: "(opens in a new tab)",
  },
  scrollToTop: "Scroll to top",
} as const;

export type SiteFrameWords = typeof siteFrameWords;
