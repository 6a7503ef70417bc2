import { company } from "../../company.ts";
import type { homeWords as english } from "../en/home.ts";
import type { Translation } from "../translation.ts";

export const homeWords = {
  meta: {
    title: `${company.name} | Cebollas, chiles verdes y garbanzos de la India`,
    description:
      "Exportador indio de cebolla roja y amarilla, chile verde G4 y garbanzo. Suministro a granel para mayoristas, fabricantes y exportadores de todo el mundo.",
  },
  hero: {
    eyebrow: "Exportador de productos agrícolas de la India",
    heading: `Bienvenido a ${company.name}`,
    text: "Hortalizas frescas y deshidratadas y productos del campo, calibrados, envasados y enviados a mayoristas, fabricantes y exportadores de todo el mundo.",
    tagline: "Calidad y seguridad certificadas y de confianza.",
    cta: { label: "Solicitar cotización", to: "/contact" },
  },
  about: {
    eyebrow: "Quiénes somos",
    heading: "De los campos de la India a su almacén",
    text: `${company.name} trabaja directamente con productores de Maharashtra y Andhra Pradesh. Seleccionamos, calibramos y envasamos cada lote nosotros mismos, y nos ocupamos de la documentación desde la finca hasta el puerto, para que el comprador en el extranjero reciba un producto uniforme y sin sorpresas.`,
    link: { label: "Conozca más sobre nosotros", to: "/about" },
  },
  offerings: {
    heading: "Lo que ofrecemos",
    intro: "Todo lo que necesita para abastecerse de productos indios, con un solo proveedor.",
    cards: [
      {
        icon: "sprout",
        title: "Variedad de productos",
        text: "Cebolla roja y amarilla, chile verde G4 y garbanzo, calibrados al tamaño y la calidad que exige su mercado.",
      },
      {
        icon: "crate",
        title: "Pida lo que necesita",
        text: "Pida exactamente lo que necesita: elija variedad, calibre, envase y cantidad, desde lotes de prueba hasta contenedores completos.",
      },
      {
        icon: "chat",
        title: "Contáctenos",
        text: "Indíquenos su requerimiento y el puerto de destino. Respondemos enseguida con precios, disponibilidad y opciones de envío.",
      },
    ],
  },
  requestBanner: {
    heading: "¿Busca un proveedor confiable?",
    text: "Envíe una solicitud con el producto, la cantidad y el destino, y le enviaremos una cotización.",
    cta: { label: "Contáctenos", to: "/contact" },
  },
  whyUs: {
    heading: "Por qué elegirnos",
    intro: "Lo que gana el comprador al abastecerse con nosotros.",
    benefits: [
      {
        icon: "bolt",
        title: "Disponibilidad más rápida",
        text: "El trato directo con productores y empacadoras nos permite cargar los pedidos con rapidez, temporada tras temporada.",
      },
      {
        icon: "boxes",
        title: "Disponibilidad a granel",
        text: "Volúmenes grandes y constantes para mayoristas e industriales, desde unas pocas toneladas hasta muchos contenedores.",
      },
      {
        icon: "coins",
        title: "Solución rentable",
        text: "Comprar en origen y una manipulación eficiente mantienen nuestros precios competitivos sin descuidar la calidad.",
      },
      {
        icon: "clock",
        title: "Mayor vida útil",
        text: "El curado, el secado y el envasado cuidadosos conservan el producto en buen estado durante almacenajes y tránsitos largos.",
      },
      {
        icon: "flame",
        title: "Sabor más concentrado",
        text: "El producto deshidratado conserva su sabor natural de forma concentrada: con poco se consigue mucho.",
      },
      {
        icon: "layers",
        title: "Usos versátiles",
        text: "Apto para venta minorista, restauración, salsas, snacks, sazonadores y platos preparados.",
      },
    ],
  },
  products: {
    heading: "Nuestros productos",
    intro: "Productos de calidad de exportación, cada uno con su código aduanero (HS code).",
    codeLabel: "HS code",
    cta: { label: "Ver productos", to: "/products" },
  },
} as const satisfies Translation<typeof english>;
