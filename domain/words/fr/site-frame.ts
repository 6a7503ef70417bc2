import { company } from "../../company.ts";
import type { SiteFrameWords } from "../en/site-frame.ts";
import type { Translation } from "../translation.ts";

export const siteFrameWords = {
  skipLink: "Aller au contenu",
  nav: {
    label: "Principale",
    menu: "Menu",
    links: [
      { label: "Accueil", to: "/" },
      { label: "À propos", to: "/about" },
      { label: "Produits", to: "/products" },
      { label: "Contact", to: "/contact" },
    ],
    signIn: "Se connecter",
    languages: "Langues",
  },
  logoLabel: `Logo de ${company.name}`,
  footer: {
    description:
      "Exportateur, fournisseur et négociant indien de légumes déshydratés et de produits agricoles pour les acheteurs du monde entier.",
    rights: "Tous droits réservés.",
    privacyPolicy: { label: "Politique de confidentialité", to: "/privacyPolicy" },
    newTab: "(s’ouvre dans un nouvel onglet)",
  },
  scrollToTop: "Revenir en haut",
} as const satisfies Translation<SiteFrameWords>;
