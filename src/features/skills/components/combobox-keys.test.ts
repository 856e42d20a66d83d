import { describe, expect, it } from "vitest";
import { comboboxKey, type ComboboxState } from "./combobox-keys";

const closed: ComboboxState = { open: false, active: -1, count: 3, inputEmpty: false, chips: 0 };
const open = (active: number): ComboboxState => ({ ...closed, open: true, active });

describe("SkillPicker keyboard rules", () => {
  it("arrow keys open the list and move through it, wrapping at both ends", () => {
    expect(comboboxKey("ArrowDown", closed)).toEqual({ type: "move", open: true, active: 0 });
    expect(comboboxKey("ArrowDown", open(0))).toEqual({ type: "move", open: true, active: 1 });
    expect(comboboxKey("ArrowDown", open(2))).toEqual({ type: "move", open: true, active: 0 });
    expect(comboboxKey("ArrowUp", closed)).toEqual({ type: "move", open: true, active: 2 });
    expect(comboboxKey("ArrowUp", open(0))).toEqual({ type: "move", open: true, active: 2 });
    expect(comboboxKey("ArrowUp", open(2))).toEqual({ type: "move", open: true, active: 1 });
    expect(comboboxKey("Home", open(2))).toEqual({ type: "move", open: true, active: 0 });
    expect(comboboxKey("End", open(0))).toEqual({ type: "move", open: true, active: 2 });
    expect(comboboxKey("ArrowDown", { ...closed, count: 0 })).toEqual({ type: "none" });
  });

  it("Enter picks the active option only when the list is open with one active", () => {
    expect(comboboxKey("Enter", open(1))).toEqual({ type: "pick", index: 1 });
    expect(comboboxKey("Enter", open(-1))).toEqual({ type: "none" });
    expect(comboboxKey("Enter", closed)).toEqual({ type: "none" });
  });

  it("Escape closes first, then clears the text", () => {
    expect(comboboxKey("Escape", open(1))).toEqual({ type: "close" });
    expect(comboboxKey("Escape", closed)).toEqual({ type: "clear" });
    expect(comboboxKey("Escape", { ...closed, inputEmpty: true })).toEqual({ type: "none" });
  });

  it("Backspace in an empty input removes the last chosen skill", () => {
    expect(comboboxKey("Backspace", { ...closed, inputEmpty: true, chips: 2 })).toEqual({ type: "remove-last" });
    expect(comboboxKey("Backspace", { ...closed, inputEmpty: true, chips: 0 })).toEqual({ type: "none" });
    expect(comboboxKey("Backspace", { ...closed, chips: 2 })).toEqual({ type: "none" });
  });
});
