"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TOUR_STEPS } from "../tour-steps";
import { markTourDone } from "./use-tour-dismissed";

/*
 * The product tour: a small non-modal step-through panel (it does not block the page), pointing at
 * the real element of each step with a highlight ring when that element is on the page. Finishing
 * or skipping it is remembered in localStorage.
 */
function targetRect(selector: string | undefined): DOMRect | null {
  if (!selector) return null;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) return r;
  }
  return null;
}

export function ProductTour() {
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;

  useEffect(() => {
    const update = () => setRect(targetRect(step.target));
    update();
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update);
    };
  }, [step.target]);

  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);

  return (
    <>
      {rect ? (
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-[45] rounded-lg ring-4 ring-ring ring-offset-2"
          style={{ top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8 }}
        />
      ) : null}
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className="fixed inset-x-3 bottom-3 z-[45] rounded-card border border-border bg-card p-5 text-card-foreground shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
        onKeyDown={(e) => {
          if (e.key === "Escape") markTourDone("skipped");
        }}
      >
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-soft-foreground">
          Product tour · step {index + 1} of {TOUR_STEPS.length}
        </p>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-semibold text-foreground focus:outline-none">
          {step.title}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => markTourDone("skipped")}>
            Skip tour
          </Button>
          <div className="flex gap-2">
            {index > 0 ? (
              <Button variant="outline" size="sm" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            ) : null}
            <Button size="sm" onClick={() => (last ? markTourDone("finished") : setIndex(index + 1))}>
              {last ? "Finish" : "Next"}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
