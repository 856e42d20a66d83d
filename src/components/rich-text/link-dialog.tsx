"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The link dialog of the rich-text editors: the address for the chosen text (empty removes the
 * link). A bare address gets https://; only http(s) and mailto links are taken. `allowPaths` also
 * takes a same-site path such as /jobs (the content editor links inside the site).
 */
export function LinkDialog({
  open,
  initial,
  onOpenChange,
  onSave,
  allowPaths = false,
}: {
  open: boolean;
  initial: string;
  onOpenChange: (open: boolean) => void;
  onSave: (href: string) => void;
  allowPaths?: boolean;
}) {
  const inputId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(false);
  // Starts from the link under the cursor each time it opens.
  if (open !== shownFor) {
    setShownFor(open);
    if (open) {
      setHref(initial);
      setError(null);
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const value = href.trim();
    if (allowPaths && value.startsWith("/") && !value.startsWith("//")) {
      onSave(value);
      return;
    }
    const full = value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value;
    if (full && !SAFE_LINK.test(full)) {
      setError(allowPaths ? "Type a valid link address, starting with https:// or /" : "Type a valid link address, starting with https://");
      return;
    }
    onSave(full);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Link</DialogTitle>
          <DialogDescription>The chosen text links to this address. Leave it empty to remove the link.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field label="Link address" id={inputId} error={error ?? undefined}>
            <Input type={allowPaths ? "text" : "url"} inputMode="url" placeholder="https://" value={href} onChange={(e) => setHref(e.target.value)} autoFocus />
          </Field>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Save link</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
