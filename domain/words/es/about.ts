import { company } from "../../company.ts";
import type { aboutWords as english } from "../en/about.ts";
import type { Translation } from "../translation.ts";

export const aboutWords = {
  meta: {
    title: `Quiénes somos | ${company.name}`,
    description: `Quiénes somos, nuestra visión y misión, y la ficha de ${company.name}, exportador indio de cebolla, chile verde y garbanzo.`,
  },
  heading: "Quiénes somos",
  intro: "Una joven casa exportadora construida sobre un trato cercano con los productores indios.",
  sections: [
    {
      heading: "Quiénes somos",
      text: `${company.name} es exportador, proveedor y comerciante de hortalizas frescas y deshidratadas y productos agrícolas, fundado en ${company.yearEstablished} en Nashik, Maharashtra, el corazón de la cebolla india. Trabajamos directamente con agricultores y empacadoras, así que sabemos de dónde viene cada lote y cómo se ha manipulado.`,
    },
    {
      heading: "Nuestra visión",
      text: "Ser el primer proveedor de confianza para los compradores internacionales de productos indios: conocido por una calidad constante, un trato honesto y envíos que llegan como se prometió.",
    },
    {
      heading: "Nuestra misión",
      text: "Unir a los productores indios con compradores de todo el mundo: calibrando con cuidado, envasando para el viaje, con precios justos y respondiendo cada consulta con rapidez y claridad.",
    },
  ],
  overview: {
    heading: "Ficha de la empresa",
    rows: [
      { label: "Actividad", value: "Exportador, proveedor y comerciante" },
      { label: "Número de empleados", value: "Hasta 4" },
      { label: "Año de fundación", value: String(company.yearEstablished) },
      { label: "Mercados", value: "Todo el mundo" },
      {
        label: "Directores (ventas y marketing)",
        value: `${company.directors.sales} (ventas), ${company.directors.marketing} (marketing)`,
      },
      { label: "Número GST", value: company.maskedTaxNumber },
      { label: "Facturación anual", value: "Entre 10 y 15 lakh de rupias (₹), aprox." },
      { label: "Forma jurídica", value: "Empresa individual" },
    ],
  },
} as const satisfies Translation<typeof english>;
