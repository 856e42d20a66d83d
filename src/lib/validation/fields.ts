import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * The spec's field helpers (spec 5 "Field helpers") and field messages (spec 8 "Invalid field", "Too
 * long"), as zod builders shared by every form (react-hook-form's zodResolver) and every server
 * handler, so what a form refuses is exactly what the server refuses, with the same words. Plain
 * module: no server-only imports, so client components use it too. Every string starts from text()
 * (refuses NUL). Decision 023 records the readings the spec leaves open:
 * - '{field} must be less than {n} characters.' is shown past n characters (n itself is accepted), as
 *   a maximum length n reads to a person;
 * - an optional field accepts the empty string (after trimming) and gives "" / null; a required one
 *   answers 'Type a valid {field}' when empty (the spec has no separate "required" text);
 * - phone: 10 digits (spec 9), typed with any of spaces ( ) - . and an optional leading +1 or 1;
 *   stored as the 10 digits, shown as (xxx) xxx-xxxx;
 * - currency: US dollars with at most 2 decimals, an optional $ and thousands commas, never negative
 *   or in exponent form; stored as integer cents, at most CURRENCY_MAX_CENTS.
 */

/** Spec 8 "Too long": '{field} must be less than {n} characters.' */
export function tooLongMessage(field: string, n: number): string {
  return `${field} must be less than ${n} characters.`;
}

/** Spec 8 "Invalid field": 'Type a valid {field}' (no full stop, as the spec writes it). */
export function invalidMessage(field: string): string {
  return `Type a valid ${field}`;
}

/** Spec 9: phone 10 digits. */
export const PHONE_DIGITS = 10;
/** Spec 9: year at most 4 digits. */
export const YEAR_MAX_DIGITS = 4;
/** $9,999,999.99: fits a PostgreSQL integer of cents; more than any compensation Upstep shows. */
export const CURRENCY_MAX_CENTS = 999_999_999;
/** The longest raw input a formatted helper (phone, currency, year) reads before calling it invalid. */
export const FORMATTED_INPUT_MAX = 64;

type FieldOptions = { required?: boolean };

/** Plain text of at most `max` characters, trimmed; "" when empty unless required. */
export function textField(field: string, max: number, options: FieldOptions = {}) {
  const base = text({ error: invalidMessage(field) }).trim().max(max, { error: tooLongMessage(field, max) });
  return options.required ? base.min(1, { error: invalidMessage(field) }) : base;
}

const DIGITS = /^\d+$/;

/** Spec 5 "Numbers only, with an optional maximum length": digits 0-9 and nothing else (kept as text, so leading zeros stay). */
export function digitsField(field: string, options: FieldOptions & { maxLength?: number } = {}) {
  const max = options.maxLength;
  return text({ error: invalidMessage(field) })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "") {
        if (options.required) ctx.addIssue({ code: "custom", message: invalidMessage(field) });
        return;
      }
      // Length first: a very long paste gets the length message, and no pattern runs over it.
      if (max !== undefined && value.length > max) ctx.addIssue({ code: "custom", message: tooLongMessage(field, max) });
      else if (!DIGITS.test(value)) ctx.addIssue({ code: "custom", message: invalidMessage(field) });
    });
}

/** A year as typed: up to 4 digits, or empty (null). */
export function parseYear(input: string): number | null | undefined {
  const value = input.trim();
  if (value === "") return null;
  if (value.length > YEAR_MAX_DIGITS || !DIGITS.test(value)) return undefined;
  return Number(value);
}

/** Spec 5 "Year: up to 4 digits, numeric, or empty": gives the year as a number, or null when empty. */
export function yearField(field: string, options: FieldOptions = {}) {
  return text({ error: invalidMessage(field) })
    .max(FORMATTED_INPUT_MAX, { error: invalidMessage(field) })
    .transform((input, ctx): number | null => {
      const year = parseYear(input);
      if (year === undefined || (year === null && options.required)) {
        ctx.addIssue({ code: "custom", message: invalidMessage(field) });
        return z.NEVER;
      }
      return year;
    });
}

/**
 * The 10 digits of a US phone number as typed, "" when empty, or null when it is not one. Spaces,
 * parentheses, dashes and dots are formatting; a leading +1 or 1 (the country code) is dropped; any
 * other character, another country code or another count of digits is not a phone number.
 */
export function parsePhone(input: string): string | null {
  const value = input.trim();
  if (value === "") return "";
  if (value.length > FORMATTED_INPUT_MAX || !/^\+?\(?\d[\d\s().-]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (value.startsWith("+")) return digits.length === PHONE_DIGITS + 1 && digits.startsWith("1") ? digits.slice(1) : null;
  if (digits.length === PHONE_DIGITS) return digits;
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith("1")) return digits.slice(1);
  return null;
}

/** Spec 5: (xxx) xxx-xxxx for 10 digits; anything else is shown as it is. */
export function formatPhone(digits: string): string {
  if (!/^\d{10}$/.test(digits)) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A phone number field: gives the 10 digits to store, or "" when empty and not required. */
export function phoneField(field: string, options: FieldOptions = {}) {
  return text({ error: invalidMessage(field) }).transform((input, ctx): string => {
    const digits = parsePhone(input);
    if (digits === null || (digits === "" && options.required)) {
      ctx.addIssue({ code: "custom", message: invalidMessage(field) });
      return z.NEVER;
    }
    return digits;
  });
}

const PLAIN_AMOUNT = /^(\d*)(?:\.(\d{1,2}))?$/;
const GROUPED_AMOUNT = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * US dollars as typed, in integer cents; null when empty; undefined when it is not an amount:
 * "$1,234.5" -> 123450, "12" -> 1200, ".5" -> 50. Refused: negatives, exponents (1e3), more than 2
 * decimals (0.005), misplaced commas, more than CURRENCY_MAX_CENTS. No floating point is involved.
 */
export function parseCurrency(input: string, maxCents: number = CURRENCY_MAX_CENTS): number | null | undefined {
  const value = input.trim();
  if (value === "") return null;
  if (value.length > FORMATTED_INPUT_MAX) return undefined;
  const amount = value.startsWith("$") ? value.slice(1).trimStart() : value;
  const match = PLAIN_AMOUNT.exec(amount) ?? GROUPED_AMOUNT.exec(amount);
  if (!match) return undefined;
  const whole = (match[1] ?? "").replace(/,/g, "");
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return undefined;
  // Digits are checked before Number(): 16+ digit amounts would lose precision, and are over the cap anyway.
  const wholeDigits = whole.replace(/^0+/, "");
  if (wholeDigits.length > 13) return undefined;
  const cents = Number(wholeDigits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return cents > maxCents ? undefined : cents;
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 5 "Currency: USD with 2 decimals": 123450 -> "$1,234.50". parseCurrency reads it back. */
export function formatCurrency(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return USD.format(cents / 100);
}

/** A US dollar amount field: gives integer cents, or null when empty and not required. */
export function currencyField(field: string, options: FieldOptions & { maxCents?: number } = {}) {
  return text({ error: invalidMessage(field) }).transform((input, ctx): number | null => {
    const cents = parseCurrency(input, options.maxCents);
    if (cents === undefined || (cents === null && options.required)) {
      ctx.addIssue({ code: "custom", message: invalidMessage(field) });
      return z.NEVER;
    }
    return cents;
  });
}
