import { expect, test } from "vitest";
import { isolateTradeFigures, joinTradeFigures } from "./trade-text.ts";

const isolated = (figure: string) => `\u2066${figure}\u2069`;

test("codes, ranges with their unit and counts per ounce are isolated left to right and kept on one line", () => {
  expect(isolateTradeFigures("0713 20 10 (كابولي)")).toBe(`${isolated("0713\u00a020\u00a010")} (كابولي)`);
  expect(isolateTradeFigures("أثناء النقل 0–4 °C")).toBe(`أثناء النقل ${isolated("0–\u20604\u00a0°C")}`);
  expect(isolateTradeFigures("نحو 13–14 MT")).toBe(`نحو ${isolated("13–\u206014\u00a0MT")}`);
  expect(isolateTradeFigures("(مثل 42/44، 44/46)")).toBe(`(مثل ${isolated("42/44")}، ${isolated("44/46")})`);
});

test("the digits of a Latin code stay as they are: the code reads left to right by itself", () => {
  expect(isolateTradeFigures("بصل ناشيك الأحمر (N-2-4-1، بهيما)")).toBe("بصل ناشيك الأحمر (N-2-4-1، بهيما)");
  expect(isolateTradeFigures("الفلفل الأخضر G4")).toBe("الفلفل الأخضر G4");
});

test("left to right, a figure keeps its unit and a code its groups on one line, with no other change", () => {
  expect(joinTradeFigures("à 300 kg ; 65–70 % de HR")).toBe("à 300\u00a0kg ; 65–70\u00a0% de HR");
  expect(joinTradeFigures("ниже 25 °C, мешки по 25 кг")).toBe("ниже 25\u00a0°C, мешки по 25\u00a0кг");
  expect(joinTradeFigures("HS 0713 20 10, 2 containers")).toBe("HS 0713\u00a020\u00a010, 2 containers");
  expect(joinTradeFigures("12 kgs of G4")).toBe("12 kgs of G4");
});
