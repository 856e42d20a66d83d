"use client";

import { useState, useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { SlidersHorizontal } from "@/components/ui/icons";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";

/*
 * The /jobs filters on a phone (below lg). The server renders the facets once in the side column;
 * once this island has hydrated they are hidden there below lg, and the "Filters" button at the top
 * of the results opens them in a bottom Sheet. Without JavaScript nothing is hidden: the facets stay
 * in the page after the results (as they were) and "Filters" is a link that jumps to them. From lg up
 * the side column shows them as always and the button is not shown.
 */

const noop = () => () => {};

/** false in the server HTML and while hydrating, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The side column's filters: every width without script; from lg up only once the Filters sheet can open. */
export function FiltersColumn({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div id={id} className={cn("min-w-0 scroll-mt-24 flex-col gap-4", hydrated ? "hidden lg:flex" : "flex")}>
      {children}
    </div>
  );
}

function FiltersLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {count ? (
        <>
          <span className="sr-only"> (</span>
          <Badge tone="primary" className="px-2">
            {count}
          </Badge>
          <span className="sr-only"> applied)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * "Filters" (with the number of filters applied) at the top of the results, below lg: opens the
 * filters (children, rendered on the server) in a bottom sheet. Choosing one is a link to the
 * narrowed search, and closes the sheet. Before hydration it is a link to the side column (columnId).
 */
export function FiltersSheet({ count, columnId, children }: { count: number; columnId: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const look = cn(buttonVariants({ variant: "outline", size: "sm" }), "lg:hidden");
  if (!hydrated) {
    return (
      <a href={`#${columnId}`} className={look}>
        <FiltersLabel count={count} />
      </a>
    );
  }
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("a[href]")) setOpen(false);
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <FiltersLabel count={count} />
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" className="pb-0" onClick={closeOnLink}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Each choice narrows the results at once.</SheetDescription>
        </SheetHeader>
        {children}
        <SheetFooter className="sticky bottom-0 -mx-6 border-t border-border bg-card px-6 py-4">
          <SheetClose asChild>
            <Button className="w-full sm:w-auto">Show results</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
