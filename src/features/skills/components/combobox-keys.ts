/*
 * The SkillPicker's keyboard rules (ARIA combobox pattern with a listbox popup), kept apart from
 * React so they are unit-tested: what a key does given the popup state.
 */
export type ComboboxState = { open: boolean; active: number; count: number; inputEmpty: boolean; chips: number };

export type ComboboxAction =
  | { type: "move"; active: number; open: true }
  | { type: "pick"; index: number }
  | { type: "close" }
  | { type: "clear" }
  | { type: "remove-last" }
  | { type: "none" };

export function comboboxKey(key: string, s: ComboboxState): ComboboxAction {
  switch (key) {
    case "ArrowDown":
      if (!s.count) return { type: "none" };
      return { type: "move", open: true, active: !s.open || s.active < 0 ? 0 : (s.active + 1) % s.count };
    case "ArrowUp":
      if (!s.count) return { type: "none" };
      return { type: "move", open: true, active: !s.open || s.active <= 0 ? s.count - 1 : s.active - 1 };
    case "Home":
      return s.open && s.count ? { type: "move", open: true, active: 0 } : { type: "none" };
    case "End":
      return s.open && s.count ? { type: "move", open: true, active: s.count - 1 } : { type: "none" };
    case "Enter":
      return s.open && s.active >= 0 && s.active < s.count ? { type: "pick", index: s.active } : { type: "none" };
    case "Escape":
      // First Escape closes the popup; a second one clears what was typed (the pattern's advice).
      if (s.open) return { type: "close" };
      return s.inputEmpty ? { type: "none" } : { type: "clear" };
    case "Backspace":
      return s.inputEmpty && s.chips > 0 ? { type: "remove-last" } : { type: "none" };
    default:
      return { type: "none" };
  }
}
