import { expect, test } from "vitest";
import { company } from "../company.ts";
import { addressLines, salesDirectorOf, withPublishedFacts } from "./company-facts.ts";
import { companyNamed } from "./company-named.ts";
import { defaultSiteContent } from "./defaults.ts";

test("a catalogue text names the company as she published it; her name already in it is left alone", () => {
  const text = `Your enquiry to ${company.name} (VA-7K3F9Q)`;
  expect(companyNamed(text, company.name)).toBe(text);
  expect(companyNamed(text, "Deshmukh Fresh Produce")).toBe(
    "Your enquiry to Deshmukh Fresh Produce (VA-7K3F9Q)",
  );
  expect(companyNamed(`${company.name}, ${company.name}`, "A $& B")).toBe("A $& B, A $& B");
  const longer = `${company.name} Pvt Ltd`;
  expect(companyNamed(`${longer} and ${company.name}`, longer)).toBe(`${longer} and ${longer}`);
});

test("a starter template's default name and phone become hers; what she typed stays", () => {
  const content = defaultSiteContent().company;
  const body = `Kind regards,\n${company.name}\n${company.phone.display}\nCall +91 11111 22222`;
  expect(withPublishedFacts(body, content)).toBe(body);
  const hers = {
    ...content,
    name: "Deshmukh Fresh Produce",
    contact: { ...content.contact, phone: "+91 90000 12345" },
  };
  expect(withPublishedFacts(body, hers)).toBe(
    "Kind regards,\nDeshmukh Fresh Produce\n+91 90000 12345\nCall +91 11111 22222",
  );
});

test("the address is one line per line she typed", () => {
  expect(addressLines(" Plot 14\n\nNiphad \n")).toEqual(["Plot 14", "Niphad"]);
});

test("{{owner}} is the sales director of her directors' line, else the first named, else the company", () => {
  const content = defaultSiteContent().company;
  const withDirectors = (en: string) => ({
    ...content,
    overview: { ...content.overview, directors: { en } },
  });
  expect(salesDirectorOf(content)).toBe(company.directors.sales);
  expect(salesDirectorOf(withDirectors("Priya Deshmukh (Marketing), Anita Rao (Sales and Exports)"))).toBe(
    "Anita Rao",
  );
  expect(salesDirectorOf(withDirectors("Priya Deshmukh - Director; Rohan Deshmukh"))).toBe("Priya Deshmukh");
  expect(salesDirectorOf(withDirectors("Meera Shah"))).toBe("Meera Shah");
  expect(salesDirectorOf(withDirectors("(vacant)"))).toBe(content.name);
});
