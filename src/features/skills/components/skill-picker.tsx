"use client";

import { forwardRef, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { controlClasses } from "@/components/ui/input";
import { X } from "@/components/ui/icons";
import { SKILL_CATEGORIES } from "../data/define";
import { SKILL_LIMIT_DEFAULT, SKILL_QUERY_MAX } from "../schemas";
import type { SkillOption } from "../types";
import { comboboxKey } from "./combobox-keys";
import { useDebouncedValue } from "./use-debounced-value";

export type SkillPickerProps = {
  /** The chosen skills' slugs (react-hook-form's field value). */
  value: string[];
  onChange: (slugs: string[]) => void;
  onBlur?: () => void;
  name?: string;
  /** At most this many skills (default 50). */
  max?: number;
  /** Names of skills already chosen when the form opens (the API answers names only for what is typed). */
  knownSkills?: readonly SkillOption[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
};

export const SKILL_PICKER_DEFAULT_MAX = 50;
const DEBOUNCE_MS = 150;

/*
 * Choose several skills from the curated vocabulary (decision 022): an ARIA combobox (input with
 * role=combobox, a listbox popup, aria-activedescendant; keys in combobox-keys.ts) that asks
 * GET /api/skills ~150 ms after the last key, and the chosen skills as chips with a remove button
 * each. Works as a react-hook-form field: value is the list of slugs; inside FormField the label,
 * hint and error reach the input.
 */
export const SkillPicker = forwardRef<HTMLInputElement, SkillPickerProps>(function SkillPicker(
  { value, onChange, onBlur, name, max = SKILL_PICKER_DEFAULT_MAX, knownSkills = [], placeholder = "Type a skill", disabled, id, ...aria },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listboxId = `${generated}-listbox`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const picked = useRef(new Map<string, SkillOption>());
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const full = value.length >= max;

  const { data, isFetching } = useQuery({
    queryKey: ["skills", "search", query],
    queryFn: ({ signal }) => api.get<SkillOption[]>("/skills", { q: query, limit: SKILL_LIMIT_DEFAULT }, signal),
    enabled: query.length >= 1 && !full,
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => (query && data ? data.filter((s) => !value.includes(s.slug)) : []), [data, query, value]);
  const expanded = open && options.length > 0 && text.trim().length > 0;

  const nameOf = (slug: string) => picked.current.get(slug)?.name ?? knownSkills.find((s) => s.slug === slug)?.name ?? slug;

  function pick(option: SkillOption) {
    if (full || value.includes(option.slug)) return;
    picked.current.set(option.slug, option);
    onChange([...value, option.slug]);
    setText("");
    setOpen(false);
    setActive(-1);
  }

  function remove(slug: string) {
    onChange(value.filter((s) => s !== slug));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const action = comboboxKey(event.key, { open: expanded, active, count: options.length, inputEmpty: text === "", chips: value.length });
    switch (action.type) {
      case "move":
        setOpen(true);
        setActive(action.active);
        break;
      case "pick":
        pick(options[action.index]!);
        break;
      case "close":
        setOpen(false);
        setActive(-1);
        break;
      case "clear":
        setText("");
        break;
      case "remove-last":
        remove(value[value.length - 1]!);
        break;
      case "none":
        return;
    }
    event.preventDefault();
  }

  const status = full
    ? `You have chosen the most skills allowed (${max}).`
    : text.trim() && query === text.trim() && !isFetching && data
      ? options.length
        ? `${options.length} ${options.length === 1 ? "skill" : "skills"} found. Use the up and down arrows to choose.`
        : "No matching skills."
      : "";

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {value.length ? (
        <ul aria-label="Chosen skills" className="flex flex-wrap gap-2">
          {value.map((slug) => (
            <li key={slug} className="max-w-full">
              <Badge tone="primary" className="gap-1 py-0.5 pr-1 text-sm font-medium">
                <span className="truncate">{nameOf(slug)}</span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => remove(slug)}
                  aria-label={`Remove ${nameOf(slug)}`}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-describedby={aria["aria-describedby"]}
          aria-invalid={aria["aria-invalid"]}
          autoComplete="off"
          spellCheck={false}
          maxLength={SKILL_QUERY_MAX}
          disabled={disabled || full}
          placeholder={full ? `Up to ${max} skills` : placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
          className={cn(controlClasses, "h-control min-w-0 px-3")}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Matching skills"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {expanded
            ? options.map((option, index) => (
                <li
                  key={option.slug}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Keep the focus in the input: the click picks, the blur would close first.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(option)}
                  onMouseMove={() => setActive(index)}
                  className={cn("flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm", index === active && "bg-muted")}
                >
                  <span className="min-w-0 truncate font-medium">{option.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{(SKILL_CATEGORIES as Record<string, { name: string }>)[option.category]?.name}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
});
