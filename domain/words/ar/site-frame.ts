import { company } from "../../company.ts";
import type { SiteFrameWords } from "../en/site-frame.ts";
import type { Translation } from "../translation.ts";

export const siteFrameWords = {
  skipLink: "انتقل إلى المحتوى",
  nav: {
    label: "الرئيسية",
    menu: "القائمة",
    links: [
      { label: "الرئيسية", to: "/" },
      { label: "من نحن", to: "/about" },
      { label: "المنتجات", to: "/products" },
      { label: "اتصل بنا", to: "/contact" },
    ],
    signIn: "تسجيل الدخول",
    languages: "اللغات",
  },
  logoLabel: `شعار ${company.name}`,
  footer: {
    description: "مُصدِّر ومورّد وتاجر هندي للخضروات المجففة والمنتجات الزراعية للمشترين في أنحاء العالم.",
    rights: "جميع الحقوق محفوظة.",
    privacyPolicy: { label: "سياسة الخصوصية", to: "/privacyPolicy" },
    newTab: "(يفتح في علامة تبويب جديدة)",
  },
  scrollToTop: "العودة إلى الأعلى",
} as const satisfies Translation<SiteFrameWords>;
