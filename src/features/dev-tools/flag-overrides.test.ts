import { describe, expect, it } from "vitest";
import { devToolsAllowed, isEnabledWith, isMacPlatform, isToggleChord, parseOverrides, withOverride } from "./flag-overrides";

const chord = { altKey: true, shiftKey: true, metaKey: false, ctrlKey: true, code: "KeyX", key: "X" };

describe("dev feature-toggle rules", () => {
  it("opens on alt+mod+shift+X with Ctrl elsewhere and Cmd on a Mac", () => {
    expect(isToggleChord(chord, false)).toBe(true);
    expect(isToggleChord({ ...chord, ctrlKey: false, metaKey: true, key: "˛" }, true)).toBe(true);
    expect(isToggleChord(chord, true)).toBe(false);
    expect(isToggleChord({ ...chord, altKey: false }, false)).toBe(false);
    expect(isToggleChord({ ...chord, shiftKey: false }, false)).toBe(false);
    expect(isToggleChord({ ...chord, code: "KeyZ", key: "Z" }, false)).toBe(false);
    expect(isMacPlatform({ platform: "MacIntel" })).toBe(true);
    expect(isMacPlatform({ platform: "Linux x86_64" })).toBe(false);
  });

  it("is only for non-production hosts", () => {
    expect(devToolsAllowed("development")).toBe(true);
    expect(devToolsAllowed("test")).toBe(true);
    expect(devToolsAllowed("production")).toBe(false);
    expect(devToolsAllowed(undefined)).toBe(false);
  });

  it("overrides win over the server's flags; removing one restores the server state", () => {
    const server = ["product-tour"];
    let o = parseOverrides('{"product-tour":false,"job-alerts":true,"junk":"yes"}');
    expect(o).toEqual({ "product-tour": false, "job-alerts": true });
    expect(isEnabledWith("product-tour", server, o)).toBe(false);
    expect(isEnabledWith("job-alerts", server, o)).toBe(true);
    o = withOverride(o, "product-tour", null);
    expect(isEnabledWith("product-tour", server, o)).toBe(true);
    expect(parseOverrides("not json")).toEqual({});
    expect(parseOverrides("[1]")).toEqual({});
  });
});
