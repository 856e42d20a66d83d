"use client";

import { forwardRef, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/*
 * The Filters button with its bottom sheet (ui Sheet, Radix Dialog): loaded after the page by
 * FiltersSheet (issue 11), which shows a button of the same look until then. Choosing a filter is a
 * link to the narrowed search, and closes the sheet.
 */
export const FiltersSheetDialog = forwardRef<HTMLButtonElement, { open: boolean; onOpenChange: (open: boolean) => void; label: ReactNode; children: ReactNode }>(
  function FiltersSheetDialog({ open, onOpenChange, label, children }, ref) {
    const closeOnLink = (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest("a[href]")) onOpenChange(false);
    };
    return (
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetTrigger asChild>
          <Button ref={ref} variant="outline" size="sm" className="lg:hidden">
            {label}
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
  },
);
