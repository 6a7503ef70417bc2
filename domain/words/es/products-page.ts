import { company } from "../../company.ts";
import type { productsPageWords as english } from "../en/products-page.ts";
import type { Translation } from "../translation.ts";

export const productsPageWords = {
  meta: {
    title: `Nuestros productos | ${company.name}`,
    description:
      "Cebolla roja y amarilla, chile verde G4 y garbanzo: productos de la India con calidad de exportación, envasados según su especificación.",
  },
  heading: "Nuestros productos",
  intro:
    "Productos de calidad de exportación de los campos de la India, calibrados y envasados según su especificación.",
  readMore: "Ver más",
  readMoreAbout: (name: string) => ` sobre ${name}`,
  detail: {
    codeLabel: "HS code",
    submitRequest: "Enviar solicitud",
    backToProducts: "Volver a productos",
    specificationsHeading: "Especificaciones",
    downloadSpecSheet: "Descargar ficha técnica (PDF)",
    printedFrom: "Impreso desde",
    gallery: {
      thumbnails: "Fotos del producto",
      view: "Foto ampliada",
      previous: "Foto anterior",
      next: "Foto siguiente",
      close: "Cerrar",
    },
  },
  notFound: {
    title: "Producto no encontrado",
    text: "Compruebe la dirección o vuelva a la página de productos.",
    link: "Ver todos los productos",
  },
} as const satisfies Translation<typeof english>;
