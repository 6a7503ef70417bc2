import { company } from "../../company.ts";

export const privacyWords = {
  meta: {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} handles the information you share through this website.`,
  },
  heading: "Privacy Policy",
  /** One paragraph with the spec's five points, in its order. */
  text: `At ${company.name}, we keep the information you share with us confidential. We use it only to improve our services and to respond to your needs. We do not share or sell your personal information to anyone without your consent. We may collect non-personal data, such as anonymous analytics about how the website is used. By using this website, you agree to this privacy policy.`,
} as const;
