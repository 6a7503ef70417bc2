import { type ProductTexts, productsIn } from "../../products/product-catalogue.ts";

export const productTexts = {
  "red onions": {
    name: "oignons rouges",
    stripLabel: "Oignons rouges",
    imageAlt: "Deux oignons rouges entiers à côté d’un demi-oignon aux anneaux violets",
  },
  "Yellow Onions": {
    name: "Oignons jaunes",
    stripLabel: "Oignons jaunes",
    imageAlt: "Deux oignons jaunes à la peau dorée et parcheminée et un demi-oignon",
  },
  "G4 Green Chillies": {
    name: "Piments verts G4",
    stripLabel: "Piments verts",
    imageAlt: "Trois piments verts G4 fins et brillants avec leur pédoncule",
  },
  Chickpeas: {
    name: "Pois chiches",
    stripLabel: "Pois chiches",
    imageAlt: "Un bol en bois rempli de pois chiches couleur crème, quelques-uns répandus à côté",
  },
} as const satisfies ProductTexts;

export const products = /* @__PURE__ */ productsIn(productTexts);
