import { describe, expect, it, vi } from "vitest";
import { clearModalHash, modalFromHash, urlWithoutHash } from "./hash";

describe("modal hashes (spec 2.1)", () => {
  it("maps #profile-photo and #logout to their modals and nothing else", () => {
    expect(modalFromHash("#profile-photo")).toBe("profile-photo");
    expect(modalFromHash("#logout")).toBe("logout");
    expect(modalFromHash("#LOGOUT")).toBe("logout");
    expect(modalFromHash("")).toBeNull();
    expect(modalFromHash("#main-content")).toBeNull();
    expect(modalFromHash("#profile-photo-x")).toBeNull();
  });

  it("clears the hash with replaceState, keeping path, query and history state", () => {
    const state = { __NA: true, tree: [] };
    const replaceState = vi.fn();
    const win = { location: { hash: "#logout", pathname: "/jobs", search: "?q=nurse" }, history: { state, replaceState } };
    clearModalHash(win as unknown as Window);
    expect(replaceState).toHaveBeenCalledWith(state, "", "/jobs?q=nurse");
    expect(urlWithoutHash({ pathname: "/", search: "" })).toBe("/");
  });

  it("leaves other hashes alone", () => {
    const replaceState = vi.fn();
    clearModalHash({ location: { hash: "#section", pathname: "/", search: "" }, history: { state: null, replaceState } } as unknown as Window);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
