// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsReport } from "#domain/desk/visitors-contract.ts";
import { emptyVisitorsReport, visitorsReportFixture } from "../../../tests/support/visitors-report.ts";
import type { Route } from "./+types/route";
import Visitors from "./route.tsx";

afterEach(cleanup);

// jsdom does not know HTML's <search> element yet (browsers do): React's warning about it alone is let through.
const reportError = console.error;
console.error = (...args: unknown[]) => {
  if (args[1] !== "search") reportError(...args);
};

function renderPage(report: VisitorsReport, address = "/desk/visitors") {
  // The component as the route renders it, with the report its loader fetched.
  const props = {
    loaderData: { report, searchEngines: { indexNow: "on", pages: [] } },
  } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: "/desk/visitors", Component: () => <Visitors {...props} /> }]);
  render(<Stub initialEntries={[address]} />);
}

test("the fixture is a report as the contract defines it", () => {
  expect(visitorsReport.parse(visitorsReportFixture())).toEqual(visitorsReportFixture());
});

test("figures stand beside the previous period's; money per currency as the Overview writes it", () => {
  renderPage(visitorsReportFixture());
  const figures = screen.getByRole("region", { name: "Figures" });
  expect(figures.textContent).toContain("Visitors1,204Previous period: 1,100+9%");
  expect(figures.textContent).toContain("Visitors who enquire2.4%Previous period: 2.8%−0.4 pts");
  expect(figures.textContent).toContain("USD 23,400.00AED 18,500.00Previous period: USD 9,000.00");
  expect(screen.getByText("1 Nov 2026 to 30 Nov 2026")).toBeTruthy();
});

test("each table's rows filter the whole page; Arabic names are isolated from the English around them", () => {
  renderPage(visitorsReportFixture(), "/desk/visitors?period=7d");
  const source = screen.getByRole("table", { name: "Source" });
  expect(
    within(source)
      .getAllByRole("columnheader")
      .map((th) => th.textContent),
  ).toEqual(["Source", "Visitors", "Enquiries", "Conversion"]);
  const google = within(source).getByRole("link", { name: "Google" });
  expect(google.getAttribute("href")).toBe("/desk/visitors?period=7d&source=google");
  expect(google.getAttribute("aria-describedby")).toBe("visitors-choose-row");

  const product = screen.getByRole("table", { name: "Product" });
  const arabicTitle = within(product).getByText("بصل أحمر");
  expect(arabicTitle.tagName).toBe("BDI");
  expect(within(product).getAllByRole("row")[1]?.textContent).toBe("بصل أحمر980380112.9%4USD 23,400.00");
  const path = within(screen.getByRole("table", { name: "Page" })).getByText("/ar/منتجات/بصل-أحمر");
  expect([path.tagName, path.getAttribute("dir")]).toEqual(["BDI", "ltr"]);
  expect(within(screen.getByRole("table", { name: "Language" })).getByText("العربية").tagName).toBe("BDI");
  expect(screen.getByRole("table", { name: "Broken links" }).textContent).toContain("/products/onion-powder");
  expect(screen.getByRole("link", { name: "Campaign links" }).getAttribute("href")).toBe(
    "/desk/visitors/campaigns",
  );
});

test("the chart is one image with a name and a summary", () => {
  renderPage(visitorsReportFixture());
  const chart = screen.getByRole("img", { name: "Visitors and enquiries by day, 1 Nov 2026 to 30 Nov 2026" });
  const summary = document.getElementById(chart.getAttribute("aria-describedby") ?? "");
  expect(summary?.textContent).toBe(
    "1,345 visitors and 23 enquiries in all; the most visitors on 28 Nov 2026 (69).",
  );
  expect(chart.querySelectorAll("rect")).toHaveLength(60);
});

test("the filters in force are named by their rows' labels, each with its way out", () => {
  renderPage(visitorsReportFixture(), "/desk/visitors?period=7d&source=google&language=ar");
  const filters = screen.getByRole("region", { name: "Showing only" });
  const arabic = within(filters).getByRole("link", { name: "Remove the filter Language: العربية" });
  expect(arabic.getAttribute("href")).toBe("/desk/visitors?period=7d&source=google");
  expect(within(filters).getByRole("link", { name: "Show everything" }).getAttribute("href")).toBe(
    "/desk/visitors?period=7d",
  );
  expect(
    within(screen.getByRole("table", { name: "Source" }))
      .getByRole("link", { name: "Google" })
      .getAttribute("aria-current"),
  ).toBe("true");
});

test("the period choice: three by name, the current one marked, and a form of two labelled dates", () => {
  renderPage(visitorsReportFixture(), "/desk/visitors?source=google");
  // (jsdom gives <search> no role yet; the browser test finds it by its role.)
  const choice = screen.getByLabelText("Period");
  expect(within(choice).getByRole("link", { name: "Last 30 days" }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(within(choice).getByRole("link", { name: "Last 12 months" }).getAttribute("href")).toBe(
    "/desk/visitors?period=12m&source=google",
  );
  expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-01");
  expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-11-30");
});

test("nothing counted yet: one sentence instead of empty tables", () => {
  renderPage(emptyVisitorsReport());
  expect(screen.getByText(/^Nothing has been counted yet\./).getAttribute("role")).toBe("status");
  expect(screen.queryByRole("table")).toBeNull();
  renderPage(emptyVisitorsReport(), "/desk/visitors?country=FR");
  expect(screen.getByText("No visitor in this period matches these filters.")).toBeTruthy();
});
