import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins conditional classes", () => {
    const off = Number("0") > 1;
    expect(cn("a", off && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d");
  });

  it("lets a later Tailwind class override an earlier one of the same property", () => {
    expect(cn("px-4 py-2", "px-6")).toBe("py-2 px-6");
    expect(cn("bg-primary", "bg-danger")).toBe("bg-danger");
  });

  it("keeps a text colour and a text size (different properties)", () => {
    expect(cn("text-muted-foreground", "text-sm")).toBe("text-muted-foreground text-sm");
  });

  it("knows the design system's control heights and card radius", () => {
    expect(cn("h-control", "h-8")).toBe("h-8");
    expect(cn("rounded-lg", "rounded-card")).toBe("rounded-card");
  });
});
