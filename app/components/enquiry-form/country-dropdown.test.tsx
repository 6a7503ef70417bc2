// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { CountryDropdown } from "./country-dropdown.tsx";

/** jsdom has no layout, so no IntersectionObserver: this one reports the rows a test brings near. */
class RowObserver {
  static all = new Set<RowObserver>();
  readonly rows = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    RowObserver.all.add(this);
  }
  observe(row: Element) {
    this.rows.add(row);
  }
  disconnect() {
    RowObserver.all.delete(this);
  }
}

function bringNear(...isoCodes: string[]) {
  for (const observer of RowObserver.all) {
    const near = [...observer.rows].filter((row) =>
      isoCodes.includes((row as HTMLElement).dataset.row ?? ""),
    );
    const entries = near.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", RowObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness() {
  const [value, setValue] = useState("in");
  return (
    <>
      <CountryDropdown value={value} onSelect={setValue} />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  const combobox = screen.getByRole("combobox", { name: /^Country:/ });
  return { user, combobox };
}

/** The option the combobox exposes as highlighted. */
function highlighted(combobox: HTMLElement) {
  const id = combobox.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : undefined;
}

test("user sees the chosen country, India by default, in the button's name", () => {
  const { combobox } = setup();
  expect(combobox.getAttribute("aria-label")).toBe("Country: India +91");
  expect(combobox.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByRole("listbox")).toBeNull();
});

test("user can open the list and pick a country with ArrowDown and Enter", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  expect(combobox.getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByRole("listbox", { name: "Countries" })).toBeTruthy();
  expect(screen.getByRole("option", { selected: true }).textContent).toBe("India +91");
  expect(highlighted(combobox)).toBe("India +91");

  await user.keyboard("{ArrowDown}");
  expect(highlighted(combobox)).toBe("Indonesia +62");
  await user.keyboard("{Enter}");
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(combobox.getAttribute("aria-label")).toBe("Country: Indonesia +62");
});

test("user can move the highlight up with ArrowUp, and open the list with the arrows", async () => {
  const { user, combobox } = setup();
  combobox.focus();
  await user.keyboard("{ArrowDown}");
  expect(highlighted(combobox)).toBe("India +91");
  await user.keyboard("{ArrowUp}{ArrowUp}");
  expect(highlighted(combobox)).toBe("Hungary +36");
  await user.keyboard("{Enter}");
  expect(combobox.getAttribute("aria-label")).toBe("Country: Hungary +36");
});

test("user can close the list with Escape, keeping the country and the focus", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.keyboard("{ArrowDown}{Escape}");
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(combobox.getAttribute("aria-expanded")).toBe("false");
  expect(combobox.getAttribute("aria-label")).toBe("Country: India +91");
  expect(document.activeElement).toBe(combobox);
});

test("user can leave the list with Tab, which closes it", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.tab();
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(combobox.getAttribute("aria-label")).toBe("Country: India +91");
});

test("user can close the list by clicking outside it", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.click(screen.getByRole("button", { name: "Elsewhere" }));
  expect(screen.queryByRole("listbox")).toBeNull();
});

test("user can pick a country with the mouse", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.click(screen.getByRole("option", { name: "Japan +81" }));
  expect(combobox.getAttribute("aria-label")).toBe("Country: Japan +81");
});

test("typed letters jump to the matching country once typing pauses for 250 ms", () => {
  // fireEvent, not user-event: user-event's async wrapper waits on a timer that fake timers never run.
  vi.useFakeTimers();
  render(<Harness />);
  const combobox = screen.getByRole("combobox", { name: /^Country:/ });
  const type = (text: string) => {
    for (const key of text) fireEvent.keyDown(combobox, { key });
  };
  fireEvent.click(combobox);
  type("ger");
  act(() => vi.advanceTimersByTime(249));
  expect(highlighted(combobox)).toBe("India +91");
  act(() => vi.advanceTimersByTime(1));
  expect(highlighted(combobox)).toBe("Germany +49");

  // Space belongs to the search too, and leaves the list open.
  type("united k");
  act(() => vi.advanceTimersByTime(250));
  expect(screen.getByRole("listbox")).toBeTruthy();
  expect(highlighted(combobox)).toBe("United Kingdom +44");
  fireEvent.keyDown(combobox, { key: "Enter" });
  expect(combobox.getAttribute("aria-label")).toBe("Country: United Kingdom +44");
});

test("user can filter the list in the search box, and sees when nothing matches", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  const search = screen.getByPlaceholderText("search");
  await user.type(search, "zzz");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  expect(screen.getByText("No entries to show")).toBeTruthy();

  await user.clear(search);
  await user.type(search, "japa");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Japan +81"]);
  expect(screen.queryByText("No entries to show")).toBeNull();
  await user.keyboard("{Enter}");
  expect(combobox.getAttribute("aria-label")).toBe("Country: Japan +81");
});

test("user can search by dial code", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.type(screen.getByPlaceholderText("search"), "+880");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Bangladesh +880"]);
});

test("flags are images from our own server, decorative, with a fixed size; a row's loads once near", async () => {
  const { user, combobox } = setup();
  const buttonFlag = combobox.querySelector("img");
  expect(buttonFlag?.getAttribute("src")).toMatch(/^\/assets\/flags-[0-9a-f]{8}\/in\.svg$/);
  expect(buttonFlag?.getAttribute("alt")).toBe("");
  expect([buttonFlag?.getAttribute("width"), buttonFlag?.getAttribute("height")]).toEqual(["24", "16"]);

  await user.click(combobox);
  const rowFlag = screen.getByRole("option", { name: "Japan +81" }).querySelector("img");
  expect(rowFlag?.getAttribute("alt")).toBe("");
  expect([rowFlag?.getAttribute("width"), rowFlag?.getAttribute("height")]).toEqual(["24", "16"]);
  expect(rowFlag?.hasAttribute("src")).toBe(false);
  bringNear("jp");
  expect(rowFlag?.getAttribute("src")).toMatch(/^\/assets\/flags-[0-9a-f]{8}\/jp\.svg$/);
  expect(screen.getByRole("option", { name: "Kenya +254" }).querySelector("img")?.hasAttribute("src")).toBe(
    false,
  );
});

test("Home and End open the list on the first or last country, and jump there while it is open", async () => {
  const { user, combobox } = setup();
  combobox.focus();
  await user.keyboard("{End}");
  expect(combobox.getAttribute("aria-expanded")).toBe("true");
  expect(highlighted(combobox)).toBe("Zimbabwe +263");
  await user.keyboard("{Home}");
  expect(highlighted(combobox)).toBe("Afghanistan +93");
  await user.keyboard("{Escape}{Home}");
  expect(highlighted(combobox)).toBe("Afghanistan +93");
});

test("a press on the list or its scroll bar hands focus back to the combobox", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.click(screen.getByPlaceholderText("search"));
  expect(document.activeElement).toBe(screen.getByPlaceholderText("search"));
  // The listbox itself is what a press on its scroll bar or its padding hits.
  await user.pointer({ keys: "[MouseLeft]", target: screen.getByRole("listbox") });
  expect(document.activeElement).toBe(combobox);
  expect(screen.getByRole("listbox")).toBeTruthy();
});

test("wherever focus sits in the open popup, letters jump after 250 ms and the keys work as on the button", () => {
  vi.useFakeTimers();
  render(<Harness />);
  const combobox = screen.getByRole("combobox", { name: /^Country:/ });
  fireEvent.click(combobox);
  const listbox = screen.getByRole("listbox");
  const press = (key: string) => fireEvent.keyDown(listbox, { key });

  for (const key of "ger") press(key);
  act(() => vi.advanceTimersByTime(249));
  expect(highlighted(combobox)).toBe("India +91");
  act(() => vi.advanceTimersByTime(1));
  expect(highlighted(combobox)).toBe("Germany +49");
  press("ArrowDown");
  expect(highlighted(combobox)).toBe("Ghana +233");
  press("ArrowUp");
  press("End");
  expect(highlighted(combobox)).toBe("Zimbabwe +263");
  press("Home");
  expect(highlighted(combobox)).toBe("Afghanistan +93");
  press("Enter");
  expect(combobox.getAttribute("aria-label")).toBe("Country: Afghanistan +93");

  fireEvent.click(combobox);
  fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(document.activeElement).toBe(combobox);
});

test("in the search box letters filter and Home and End stay with the text", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.type(screen.getByPlaceholderText("search"), "ger");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
    "Algeria +213",
    "Germany +49",
    "Niger +227",
    "Nigeria +234",
  ]);
  await user.keyboard("{ArrowDown}{Home}");
  expect(highlighted(combobox)).toBe("Germany +49");
  await user.keyboard("{End}{Enter}");
  expect(combobox.getAttribute("aria-label")).toBe("Country: Germany +49");
});
