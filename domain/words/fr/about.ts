import { company } from "../../company.ts";
import type { aboutWords as english } from "../en/about.ts";
import type { Translation } from "../translation.ts";

export const aboutWords = {
  meta: {
    title: `Qui sommes-nous | ${company.name}`,
    description: `Qui nous sommes, notre vision, notre mission et la fiche de ${company.name}, exportateur indien d’oignons, de piments verts et de pois chiches.`,
  },
  heading: "Qui sommes-nous",
  intro: "Une jeune maison d’export bâtie sur des liens étroits avec les producteurs indiens.",
  sections: [
    {
      heading: "Qui nous sommes",
      text: `${company.name} est exportateur, fournisseur et négociant de légumes frais et déshydratés et de produits agricoles, fondé en ${company.yearEstablished} à Nashik, dans le Maharashtra, au cœur du pays de l’oignon en Inde. Nous travaillons en direct avec les agriculteurs et les stations de conditionnement : nous savons d’où vient chaque lot et comment il a été manipulé.`,
    },
    {
      heading: "Notre vision",
      text: "Être le fournisseur auquel les acheteurs internationaux font d’abord confiance pour les produits indiens : qualité régulière, relations honnêtes et expéditions qui arrivent comme convenu.",
    },
    {
      heading: "Notre mission",
      text: "Relier les producteurs indiens aux acheteurs du monde entier : calibrer avec soin, emballer pour le voyage, pratiquer des prix justes et répondre à chaque demande vite et clairement.",
    },
  ],
  overview: {
    heading: "Fiche de l’entreprise",
    rows: [
      { label: "Activité", value: "Exportateur, fournisseur et négociant" },
      { label: "Effectif", value: "Jusqu’à 4 personnes" },
      { label: "Année de création", value: String(company.yearEstablished) },
      { label: "Marchés couverts", value: "Monde entier" },
      {
        label: "Direction (ventes et marketing)",
        value: `${company.directors.sales} (ventes), ${company.directors.marketing} (marketing)`,
      },
      { label: "Numéro GST", value: company.maskedTaxNumber },
      { label: "Chiffre d’affaires annuel", value: "Environ 10 à 15 lakh de roupies (₹)" },
      { label: "Forme juridique", value: "Entreprise individuelle" },
    ],
  },
} as const satisfies Translation<typeof english>;
