import { type ProductTexts, productsIn } from "../../products/product-catalogue.ts";

export const productTexts = {
  "red onions": {
    name: "cebolla roja",
    stripLabel: "Cebolla roja",
    imageAlt: "Dos cebollas rojas enteras junto a media cebolla con sus anillos morados",
  },
  "Yellow Onions": {
    name: "Cebolla amarilla",
    stripLabel: "Cebolla amarilla",
    imageAlt: "Dos cebollas amarillas de piel dorada y apergaminada y media cebolla",
  },
  "G4 Green Chillies": {
    name: "Chile verde G4",
    stripLabel: "Chile verde",
    imageAlt: "Tres chiles verdes G4 finos y brillantes con su tallo",
  },
  Chickpeas: {
    name: "Garbanzo",
    stripLabel: "Garbanzo",
    imageAlt: "Un cuenco de madera lleno de garbanzos color crema, con algunos derramados al lado",
  },
} as const satisfies ProductTexts;

export const products = /* @__PURE__ */ productsIn(productTexts);
