import { describe, expect, it } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { errorPlace, fieldId, fieldLabel, valueAt, withValueAt } from "./content-paths.ts";

const content = defaultSiteContent();

describe("a field's place in the owner's content", () => {
  it("changes one value and leaves every other object as it was", () => {
    const changed = withValueAt(content, ["products", 1, "description", "en"], "New text");
    expect(valueAt(changed, ["products", 1, "description", "en"])).toBe("New text");
    expect(content.products[1]?.description.en).not.toBe("New text");
    expect(changed.products[0]).toBe(content.products[0]);
    expect(changed.company).toBe(content.company);
  });

  it("removes a key when the value is undefined (an emptied translation is missing, not empty)", () => {
    const emptied = withValueAt(content, ["company", "vision", "es"], undefined);
    expect(Object.keys(emptied.company.vision)).not.toContain("es");
  });

  it("names a field in the editor's words, for the links of the translation counts", () => {
    const name = content.products[0]?.name.en;
    expect(fieldLabel(content, ["products", 0, "description"])).toBe(`Products › ${name} › Description`);
    expect(fieldLabel(content, ["products", 0, "specifications", "shelfLife"])).toBe(
      `Products › ${name} › Specifications › Shelf life and storage`,
    );
    expect(fieldLabel(content, ["home", "benefits", 2, "title"])).toBe(
      "Home page › Benefits › Benefit 3 › Title",
    );
    expect(fieldLabel(content, ["company", "overview", "turnover"])).toBe(
      "Company › Company overview › Annual turnover",
    );
    expect(fieldLabel(content, ["privacy", "text"])).toBe("Privacy policy");
    expect(fieldId(["products", 0, "description"])).toBe("field-products-0-description");
  });

  it("finds the field and language of an error from the schema or the server", () => {
    expect(errorPlace("products.2.name.en", "es")).toEqual({ path: ["products", 2, "name"], lang: "en" });
    expect(errorPlace("home.welcome.ar.text", "en")).toEqual({ path: ["home", "welcome"], lang: "ar" });
    expect(errorPlace("company.contact.email", "fr")).toEqual({
      path: ["company", "contact", "email"],
      lang: "fr",
    });
  });
});
