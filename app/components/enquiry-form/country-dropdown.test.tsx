// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { CountryDropdown } from "./country-dropdown";

// jsdom has no 2D canvas; without one the flag-font check keeps the system's emoji, as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
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
  expect(screen.getByRole("option", { selected: true }).textContent).toBe("🇮🇳India +91");
  expect(highlighted(combobox)).toBe("🇮🇳India +91");

  await user.keyboard("{ArrowDown}");
  expect(highlighted(combobox)).toBe("🇮🇩Indonesia +62");
  await user.keyboard("{Enter}");
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(combobox.getAttribute("aria-label")).toBe("Country: Indonesia +62");
});

test("user can move the highlight up with ArrowUp, and open the list with the arrows", async () => {
  const { user, combobox } = setup();
  combobox.focus();
  await user.keyboard("{ArrowDown}");
  expect(highlighted(combobox)).toBe("🇮🇳India +91");
  await user.keyboard("{ArrowUp}{ArrowUp}");
  expect(highlighted(combobox)).toBe("🇭🇺Hungary +36");
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
  expect(highlighted(combobox)).toBe("🇮🇳India +91");
  act(() => vi.advanceTimersByTime(1));
  expect(highlighted(combobox)).toBe("🇩🇪Germany +49");

  // Space belongs to the search too, and leaves the list open.
  type("united k");
  act(() => vi.advanceTimersByTime(250));
  expect(screen.getByRole("listbox")).toBeTruthy();
  expect(highlighted(combobox)).toBe("🇬🇧United Kingdom +44");
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
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["🇯🇵Japan +81"]);
  expect(screen.queryByText("No entries to show")).toBeNull();
  await user.keyboard("{Enter}");
  expect(combobox.getAttribute("aria-label")).toBe("Country: Japan +81");
});

test("user can search by dial code", async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.type(screen.getByPlaceholderText("search"), "+880");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["🇧🇩Bangladesh +880"]);
});
