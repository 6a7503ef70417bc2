import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { CountryIso2 } from "react-international-phone";
import { type Country, filterCountries, findByPrefix } from "#domain/countries/countries.ts";
import { phoneInputDefaults } from "#domain/words/en/enquiry-form.ts";
import { enquiryFormWords } from "~/lang/enquiry-form.ts";
import { Flag } from "./flag.tsx";
import { pageCountries } from "./page-countries.ts";
import { useRowsInSight } from "./use-rows-in-sight.ts";
import { useTypeAhead } from "./use-type-ahead.ts";

const text = enquiryFormWords.phone;

type CountryDropdownProps = {
  value: CountryIso2;
  onSelect: (iso2: CountryIso2) => void;
  countries?: readonly Country[];
};

const isTypeAheadKey = (event: KeyboardEvent) =>
  (event.key === " " || /^\p{L}$/u.test(event.key)) && !event.ctrlKey && !event.metaKey && !event.altKey;

/** Keys that open the closed list, and where they put the highlight (APG select-only combobox). */
const openingKeys = { ArrowDown: "chosen", ArrowUp: "chosen", Home: "first", End: "last" } as const;

/**
 * The phone input's country picker: a select-only combobox (WAI-ARIA APG pattern). Focus stays on the
 * button while the list is open; the highlighted option is exposed with aria-activedescendant, the chosen
 * one with aria-selected and in the button's name. The search box filters and drives the same highlight.
 * A press anywhere else in the open popup (an option, the list's scroll bar, its edge) hands focus back to
 * the button, and the popup takes the same keys as the button, so the keys never depend on where focus is.
 */
export function CountryDropdown({ value, onSelect, countries = pageCountries }: CountryDropdownProps) {
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (iso2: CountryIso2) => `${id}option-${iso2}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const centerNext = useRef(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [highlight, setHighlight] = useState(0);

  const shown = useMemo(() => filterCountries(countries, query), [countries, query]);
  const selected = countries.find((c) => c.iso2 === value);
  const active = open ? shown[highlight] : undefined;
  const activeId = active ? optionId(active.iso2) : undefined;

  const rowsInSight = useRowsInSight(listRef, open && shown);

  const typeAhead = useTypeAhead(phoneInputDefaults.searchDebounceMs, (typed) => {
    const index = findByPrefix(shown, typed);
    if (index >= 0) setHighlight(index);
  });

  function openList(at: (typeof openingKeys)[keyof typeof openingKeys] = "chosen") {
    const chosen = Math.max(0, countries.indexOf(selected as Country));
    setQuery("");
    setHighlight(at === "first" ? 0 : at === "last" ? countries.length - 1 : chosen);
    setOpen(true);
    centerNext.current = true;
  }

  function closeList({ returnFocus = false } = {}) {
    setOpen(false);
    typeAhead.cancel();
    if (returnFocus) buttonRef.current?.focus();
  }

  function pick(country: Country) {
    closeList();
    onSelect(country.iso2);
  }

  function handleKeyDown(event: KeyboardEvent, fromSearch = false) {
    if (!open) {
      if (Object.hasOwn(openingKeys, event.key)) {
        event.preventDefault();
        openList(openingKeys[event.key as keyof typeof openingKeys]);
      }
      return;
    }
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setHighlight((i) => Math.min(i + 1, shown.length - 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        setHighlight((i) => Math.max(i - 1, 0));
        return;
      case "Home":
      case "End":
        // In the search box they move the caret, as in any text field.
        if (fromSearch) return;
        event.preventDefault();
        setHighlight(event.key === "Home" ? 0 : shown.length - 1);
        return;
      case "Enter":
        event.preventDefault();
        if (active) pick(active);
        return;
      case "Escape":
        event.preventDefault();
        closeList({ returnFocus: true });
        return;
      case "Tab":
        // Focus moves on as usual; the list must not stay open behind it.
        closeList();
        return;
    }
    if (!fromSearch && isTypeAheadKey(event)) {
      // Space would otherwise "click" the button and close the list.
      event.preventDefault();
      typeAhead.type(event.key);
    }
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeList();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  });

  // Keeps the highlighted option in sight by scrolling the list only (scrollIntoView would move the page);
  // on opening, the chosen country sits in the middle.
  useEffect(() => {
    const list = listRef.current;
    const option = activeId ? document.getElementById(activeId) : null;
    if (!list || !option) return;
    const { offsetTop: top, offsetHeight: height } = option;
    if (centerNext.current) {
      centerNext.current = false;
      list.scrollTop = top - (list.clientHeight - height) / 2;
    } else if (top < list.scrollTop) {
      list.scrollTop = top;
    } else if (top + height > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + height - list.clientHeight;
    }
  }, [activeId]);

  return (
    <div ref={rootRef} className="flex">
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        aria-label={selected && text.countryButtonLabel(selected.localName, selected.dialCode)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={activeId}
        onClick={() => (open ? closeList() : openList())}
        onKeyDown={(event) => handleKeyDown(event)}
        onKeyUp={(event) => {
          // Chromium "clicks" a button on Space's keyup; while open, Space belongs to the type-ahead.
          if (open && event.key === " ") event.preventDefault();
        }}
        className="flex min-h-12 items-center gap-1 rounded-s-xl border-cream-200 border-e bg-cream-100 px-3 text-xl transition-colors hover:bg-cream-200"
      >
        <Flag iso2={value} />
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 text-earth-700 transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the popup only routes focus and keys to the combobox
        <div
          onKeyDown={(event) => handleKeyDown(event, event.target === searchRef.current)}
          onMouseDown={(event) => {
            if (event.target === searchRef.current) return;
            // Pressing keeps no focus of its own (a scroll bar still scrolls); the combobox gets it.
            event.preventDefault();
            buttonRef.current?.focus();
          }}
          className="absolute start-0 top-full z-20 mt-2 w-full max-w-sm overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-cream-200"
        >
          <input
            ref={searchRef}
            type="search"
            value={query}
            placeholder={text.searchPlaceholder}
            aria-label={text.searchLabel}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setHighlight(0);
            }}
            className="w-full border-cream-200 border-b bg-cream-50 px-4 py-3 text-base text-earth-900 placeholder:text-earth-700 focus-visible:outline-none"
          />
          <div
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={text.countryListLabel}
            // Chromium lets a scrolling list take focus; the combobox owns it, with the highlight in its name.
            onFocus={() => buttonRef.current?.focus()}
            className="relative max-h-64 overflow-y-auto py-1"
          >
            {shown.map((country, index) => (
              // The combobox owns focus and keys (aria-activedescendant), so options are neither focusable nor keyed.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              <div
                key={country.iso2}
                id={optionId(country.iso2)}
                data-row={country.iso2}
                role="option"
                aria-selected={country.iso2 === value}
                onMouseMove={() => setHighlight(index)}
                onClick={() => pick(country)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-earth-900 text-sm ${index === highlight ? "bg-forest-100" : ""} ${country.iso2 === value ? "font-bold" : ""}`}
              >
                <Flag iso2={country.iso2} load={rowsInSight.has(country.iso2)} />
                <span className="flex-1">{country.localName}</span>{" "}
                <span dir="ltr" className="text-earth-700">
                  +{country.dialCode}
                </span>
              </div>
            ))}
          </div>
          {shown.length === 0 && (
            <p role="status" className="px-4 py-3 text-earth-700 text-sm">
              {text.searchEmpty}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
