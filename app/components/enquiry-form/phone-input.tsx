import { type ChangeEvent, useEffect, useId, useState } from "react";
import { defaultCountries, usePhoneInput } from "react-international-phone";
import { phoneInputDefaults as defaults } from "#domain/words/en/enquiry-form.ts";
import { enquiryFormWords } from "~/lang/enquiry-form.ts";
import { CountryDropdown } from "./country-dropdown.tsx";
import { FieldLabel } from "./field-label.tsx";

const text = enquiryFormWords.phone;

type PhoneInputProps = {
  label?: string;
  name?: string;
  required?: boolean;
  /** The field's text as the visitor typed it before the form hydrated. */
  typed?: string;
  /** Called with the number as digits only, dial code included (e.g. "919876543210"). */
  onChange?: (digits: string) => void;
};

export const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Drops the digits past `max` and keeps the rest of what was typed or pasted. */
function capDigits(value: string, max: number): string {
  let kept = 0;
  return [...value].filter((char) => !/\d/.test(char) || ++kept <= max).join("");
}

/**
 * An international phone field: react-international-phone formats the number per country and guesses the
 * country from the dial code; this adds the spec's defaults, a 15-digit cap and the accessible dropdown.
 */
export function PhoneInput({ label = text.specialLabel, name, required, typed, onChange }: PhoneInputProps) {
  const id = useId();
  // Mirrors the hook's number, so that setting it to raw text makes the hook parse and format that text.
  const [value, setValue] = useState(typed ?? "");
  const { inputValue, phone, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: defaults.defaultCountry,
    value,
    prefix: defaults.prefix,
    defaultMask: defaults.defaultMask,
    countries: defaultCountries,
    onChange: (data) => {
      setValue(data.phone);
      onChange?.(digitsOf(data.phone));
    },
  });

  // The dial code alone is no number: let the browser's required check stop the form.
  const missing = required && digitsOf(phone).length <= country.dialCode.length;
  useEffect(() => {
    inputRef.current?.setCustomValidity(missing ? text.numberMissing : "");
  }, [missing, inputRef]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    if (digitsOf(input.value).length > defaults.maxDigits) {
      input.value = capDigits(input.value, defaults.maxDigits);
    }
    const { inputType, data } = event.nativeEvent as InputEvent;
    // The hook drops typed text that is not all digits, meant for single keys; a whole number inserted at
    // once ("+91 98765 43210" from an IME, a password manager or a test's fill) is parsed instead.
    if (inputType === "insertText" && data && data.length > 1 && !/^\d+$/.test(data)) {
      setValue(input.value);
      return;
    }
    handlePhoneValueChange(event);
  }

  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="relative flex rounded-xl border border-cream-200 bg-cream-50 transition-colors focus-within:border-forest-700 focus-within:bg-white has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-saffron-500 has-[input:focus-visible]:outline-offset-2">
        <CountryDropdown value={country.iso2} onSelect={(iso2) => setCountry(iso2, { focusOnInput: true })} />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required={required}
          placeholder={defaults.placeholder}
          // A phone number reads left to right on an Arabic page too, beside the country button at the start.
          dir="ltr"
          value={inputValue}
          onChange={handleChange}
          className="min-h-12 min-w-0 flex-1 rounded-e-xl bg-transparent px-4 py-3 text-base text-earth-900 focus-visible:outline-none rtl:text-right"
        />
      </div>
    </div>
  );
}
