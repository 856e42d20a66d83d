"use client";

import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { AlertCircle } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api/client";
import { DEFAULT_BANNER_COLOR, type NotificationBanner } from "../../types";
import { HEX_COLOR, notificationBannerSchema } from "../../schemas";
import { errorsFromApi, errorsFromZod, type FieldErrors } from "./field-errors";
import { useSaveCollection } from "./use-save-collection";

/*
 * The notification banner: shown or hidden, its HTML (sanitised by the server on save), colour and
 * alert icon. The preview shows the banner as saved, i.e. after the server sanitised it.
 */
export function BannerEditor({ initial }: { initial: NotificationBanner }) {
  const [banner, setBanner] = useState<NotificationBanner>(initial);
  const [saved, setSaved] = useState<NotificationBanner>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const save = useSaveCollection<NotificationBanner>("notification-banner");
  const id = useId();

  function update(patch: Partial<NotificationBanner>) {
    setBanner((b) => ({ ...b, ...patch }));
    setSavedAt(null);
  }

  function fail(message: string, fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function submit() {
    setFailure(null);
    const checked = notificationBannerSchema.safeParse(banner);
    if (!checked.success) return fail("Fix the problems marked in red above, then save again.", errorsFromZod(checked.error));
    save.mutate(checked.data, {
      onSuccess: (result) => {
        setErrors({});
        setBanner(result.data);
        setSaved(result.data);
        setSavedAt(new Date(result.updatedAt).toLocaleTimeString());
      },
      onError: (error) => fail(error instanceof ApiError ? error.message : "Something went wrong, please try again.", errorsFromApi(error)),
    });
  }

  const swatch = HEX_COLOR.test(banner.color) ? banner.color : DEFAULT_BANNER_COLOR;

  return (
    <Card>
      <section aria-labelledby="banner-editor-heading" className="flex min-w-0 flex-col gap-5">
        <header>
          <CardTitle id="banner-editor-heading" className="text-xl">
            Notification banner
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">A short announcement above every page. Visitors can close it for the rest of their browser session.</p>
        </header>
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <Checkbox id={`${id}-show`} checked={banner.show_banner} onCheckedChange={(checked) => update({ show_banner: checked === true })} />
            <Label htmlFor={`${id}-show`}>Show the banner</Label>
          </div>
          <div className="flex items-center gap-3">
            <Checkbox id={`${id}-icon`} checked={banner.alert_icon} onCheckedChange={(checked) => update({ alert_icon: checked === true })} />
            <Label htmlFor={`${id}-icon`}>Show the alert icon</Label>
          </div>
        </div>
        <Field
          label="Banner content (HTML)"
          error={errors.content}
          hint="Allowed: <strong>, <em>, <br> and links (<a href>). Other tags, scripts and attributes are removed when you save."
        >
          <Textarea rows={3} className="font-mono text-sm" value={banner.content} onChange={(e) => update({ content: e.target.value })} />
        </Field>
        <div className="flex items-start gap-3">
          <TextField
            label="Colour"
            value={banner.color}
            error={errors.color}
            hint="As #rrggbb; the default is #0001fc."
            onChange={(e) => update({ color: e.target.value })}
            className="min-w-0 max-w-xs flex-1"
          />
          <span aria-hidden="true" className="mt-[1.625rem] size-11 shrink-0 rounded-md border border-input" style={{ backgroundColor: swatch }} />
        </div>
        <div className="min-w-0">
          <p className="mb-2 text-sm font-medium text-foreground">Preview (as saved{saved.show_banner ? "" : ", currently hidden"})</p>
          <div
            className="flex min-w-0 items-center gap-2 rounded-md px-4 py-2.5 text-sm text-white [overflow-wrap:anywhere] [&_a]:text-white [&_a]:underline"
            style={{ backgroundColor: saved.color }}
          >
            {saved.alert_icon ? <AlertCircle aria-hidden="true" className="size-5 shrink-0" /> : null}
            <span className="min-w-0" dangerouslySetInnerHTML={{ __html: saved.content || "(no content)" }} />
          </div>
        </div>
        {failure ? (
          <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
            <Alert tone="danger">{failure}</Alert>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <Button onClick={submit} loading={save.isPending}>
            Save banner
          </Button>
          <p role="status" className="text-sm text-success-soft-foreground">
            {savedAt ? `Saved at ${savedAt}. The site shows the change now.` : ""}
          </p>
        </div>
      </section>
    </Card>
  );
}
