// @vitest-environment jsdom
// 'Visitors' for an Arabic reader: the server serves the desk's shell with <html lang="ar">, so the words modules
// choose Arabic when first imported (domain/desk/desk-language.ts). This file imports the page only after that.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsReportFixture } from "../../../tests/support/visitors-report.ts";
import type { Route } from "./+types/route";

document.documentElement.lang = "ar";
const { default: Visitors } = await import("./route.tsx");

afterEach(cleanup);

// jsdom does not know HTML's <search> element yet (browsers do): React's warning about it alone is let through.
const reportError = console.error;
console.error = (...args: unknown[]) => {
  if (args[1] !== "search") reportError(...args);
};

function renderPage(report: VisitorsReport) {
  const props = {
    loaderData: { report, searchEngines: { indexNow: "on", pages: [] } },
  } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: "/desk/visitors", Component: () => <Visitors {...props} /> }]);
  render(<Stub initialEntries={["/desk/visitors"]} />);
}

/** A text as a reader sees it, without the marks that keep a value's order inside a sentence. */
const seen = (text: string | null | undefined) => (text ?? "").replace(/[\u2068\u2069]/g, "");

test("the page's words, its chart's name and its dates are Arabic; the figures keep Latin digits", () => {
  renderPage(visitorsReportFixture());
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("الزوار");
  const figures = screen.getByRole("region", { name: "الأرقام" });
  expect(seen(figures.textContent)).toContain("الزوار1,204الفترة السابقة: 1,100+9%");
  expect(seen(figures.textContent)).toContain("−0.4 نقطة");
  const chart = screen.getByRole("img", { name: /^الزوار والاستفسارات حسب اليوم، / });
  expect(seen(chart.getAttribute("aria-label"))).toBe(
    "الزوار والاستفسارات حسب اليوم، من 1 نوفمبر 2026 إلى 30 نوفمبر 2026",
  );
});

test("countries, languages and devices the server names in English are named in Arabic; sources keep theirs", () => {
  renderPage(visitorsReportFixture());
  const country = screen.getByRole("table", { name: "البلد" });
  expect(within(country).getByRole("link", { name: "الإمارات العربية المتحدة" })).toBeTruthy();
  expect(within(country).queryByText("United Arab Emirates")).toBeNull();
  const language = screen.getByRole("table", { name: "اللغة" });
  expect(within(language).getByRole("link", { name: "الإنجليزية" })).toBeTruthy();
  expect(
    within(screen.getByRole("table", { name: "الجهاز" })).getByRole("link", { name: "جوال" }),
  ).toBeTruthy();
  expect(
    within(screen.getByRole("table", { name: "المصدر" })).getByRole("link", { name: "Google" }),
  ).toBeTruthy();
});
