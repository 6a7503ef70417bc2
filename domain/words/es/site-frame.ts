import { company } from "../../company.ts";
import type { SiteFrameWords } from "../en/site-frame.ts";
import type { Translation } from "../translation.ts";

export const siteFrameWords = {
  skipLink: "Saltar al contenido",
  nav: {
    label: "Principal",
    menu: "Menú",
    links: [
      { label: "Inicio", to: "/" },
      { label: "Nosotros", to: "/about" },
      { label: "Productos", to: "/products" },
      { label: "Contacto", to: "/contact" },
    ],
    signIn: "Iniciar sesión",
    languages: "Idiomas",
  },
  logoLabel: `Logotipo de ${company.name}`,
  footer: {
    description:
      "Exportador, proveedor y comerciante indio de hortalizas deshidratadas y productos agrícolas para compradores de todo el mundo.",
    rights: "Todos los derechos reservados.",
    privacyPolicy: { label: "Política de privacidad", to: "/privacyPolicy" },
    newTab: "(se abre en una pestaña nueva)",
  },
  scrollToTop: "Volver arriba",
} as const satisfies Translation<SiteFrameWords>;
