"use client";

import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api/client";
import { DEFAULT_BANNER_COLOR, type NotificationBanner } from "../../types";
import { HEX_COLOR, notificationBannerSchema } from "../../schemas";
import { errorsFromApi, errorsFromZod, type FieldErrors } from "./field-errors";
import { TextAreaField } from "./form-controls";
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
      <section aria-labelledby="banner-editor-heading" className="flex flex-col gap-5">
        <header>
          <h2 id="banner-editor-heading" className="text-xl font-bold text-slate-900">
            Notification banner
          </h2>
          <p className="mt-1 text-sm text-slate-600">A short announcement above every page. Visitors can close it for the rest of their browser session.</p>
        </header>
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-600" checked={banner.show_banner} onChange={(e) => update({ show_banner: e.target.checked })} />
            Show the banner
          </label>
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-600" checked={banner.alert_icon} onChange={(e) => update({ alert_icon: e.target.checked })} />
            Show the alert icon
          </label>
        </div>
        <TextAreaField
          label="Banner content (HTML)"
          value={banner.content}
          error={errors.content}
          hint="Allowed: <strong>, <em>, <br> and links (<a href>). Other tags, scripts and attributes are removed when you save."
          rows={3}
          onChange={(e) => update({ content: e.target.value })}
        />
        <div className="flex items-end gap-3">
          <TextField label="Colour" value={banner.color} error={errors.color} hint="As #rrggbb; the default is #0001fc." onChange={(e) => update({ color: e.target.value })} className="max-w-xs" />
          <span aria-hidden="true" className="mb-7 size-11 shrink-0 rounded-lg border border-slate-300" style={{ backgroundColor: swatch }} />
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">Preview (as saved{saved.show_banner ? "" : ", currently hidden"})</p>
          <div className="flex items-center gap-2 rounded-lg px-4 py-2.5 text-sm text-white [&_a]:text-white [&_a]:underline" style={{ backgroundColor: saved.color }}>
            {saved.alert_icon ? (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
                <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.75 4h1.5v5.5h-1.5V6zm0 7h1.5v1.5h-1.5V13z" />
              </svg>
            ) : null}
            <span dangerouslySetInnerHTML={{ __html: saved.content || "(no content)" }} />
          </div>
        </div>
        {failure ? (
          <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
            <Alert tone="danger">{failure}</Alert>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button onClick={submit} loading={save.isPending}>
            Save banner
          </Button>
          <p role="status" className="text-sm text-success-700">
            {savedAt ? `Saved at ${savedAt}. The site shows the change now.` : ""}
          </p>
        </div>
      </section>
    </Card>
  );
}
