"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Field } from "@/components/ui/field";
import { Bookmark, ChevronDown, LogOut, Settings, SlidersHorizontal, User } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { GallerySection, Row } from "./gallery-section";

/** The overlays in their states: dialog, confirm dialog, sheet, menu and toasts, each opened by keyboard or pointer. */
export function OverlaysDemo() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <GallerySection title="Overlays">
      <Row label="Dialog">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Open dialog</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Save this search?</DialogTitle>
              <DialogDescription>We will email you new jobs that match it once a day.</DialogDescription>
            </DialogHeader>
            <Field label="Name of the search">
              <Input defaultValue="Nurse jobs near Austin" />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>Save search</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Button variant="danger" onClick={() => setConfirmOpen(true)}>
          Confirm dialog
        </Button>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Delete this resume?"
          description="This cannot be undone."
          confirmLabel="Delete"
          confirmVariant="danger"
          onConfirm={() => setConfirmOpen(false)}
        />
      </Row>
      <Row label="Sheet">
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">
              <SlidersHorizontal aria-hidden="true" /> Filters
            </Button>
          </SheetTrigger>
          <SheetContent side="bottom">
            <SheetHeader>
              <SheetTitle>Filters</SheetTitle>
              <SheetDescription>Narrow the results.</SheetDescription>
            </SheetHeader>
            <Field label="Distance">
              <NativeSelect defaultValue="30">
                <option value="10">Within 10 miles</option>
                <option value="30">Within 30 miles</option>
              </NativeSelect>
            </Field>
            <SheetFooter>
              <Button>Show results</Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      </Row>
      <Row label="Menu">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              Account <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Ada Lovelace</DropdownMenuLabel>
            <DropdownMenuItem>
              <User aria-hidden="true" /> Profile
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Settings aria-hidden="true" /> Settings
            </DropdownMenuItem>
            <DropdownMenuItem disabled>
              <Bookmark aria-hidden="true" /> Saved jobs (soon)
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem>
              <LogOut aria-hidden="true" /> Log out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </Row>
      <Row label="Toasts">
        <Button variant="outline" onClick={() => toast.success("Your changes were saved.")}>
          Success toast
        </Button>
        <Button variant="outline" onClick={() => toast.error("Something went wrong, please try again.")}>
          Error toast
        </Button>
        <Button variant="outline" onClick={() => toast.info("A new version is available.")}>
          Info toast
        </Button>
      </Row>
    </GallerySection>
  );
}
