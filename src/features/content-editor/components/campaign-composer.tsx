"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { ArrowDown, ArrowUp, Trash2 } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { ApiError, api } from "@/lib/api/client";
import { adminContentItemPath } from "@/lib/content-routes";
import { slugify } from "@/lib/slugify";
import { CAMPAIGN_SECTION_TYPES, type CampaignSection } from "@/features/campaigns/schemas";
import { CampaignView } from "@/features/campaigns/components/campaign-view";
import { campaignInputSchema, type CampaignValues } from "../page-schemas";
import { CampaignSectionFields, emptySection, SECTION_LABELS } from "./campaign-section-fields";
import { errorsFromApi, errorsFromZod, errorsUnder, FIX_FIELDS_MESSAGE, type FormErrors } from "./form-errors";
import { PagePreviewButton, PREVIEW_API_PATH } from "./page-preview-dialog";
import { PublishingPanel } from "./publishing-panel";
import { RevisionHistory, revisionsQueryKey } from "./revision-history";
import { SeoFields } from "./seo-fields";
import { SaveStatus } from "./save-status";

export const CAMPAIGNS_API_PATH = "/admin/content/campaigns";

type Saved = { id: string; slug: string; updatedAt: string };

let nextKey = 0;
const newKey = () => `s${(nextKey += 1)}`;

/*
 * The campaign composer (/admin/content/campaigns/new and /{id}; landing pages such as /getting-hired
 * open it from the pages list): sections added by type, each with its own fields, moved up and down
 * with buttons (focus follows the moved section) and removed; title, slug (a landing page's is its
 * fixed route), SEO and publishing. Checked with the server's schema (campaignFieldsSchema's
 * messages beside each field) before sending; Preview renders the unsaved sections with the public
 * page's CampaignView. Each save is a revision (history with restore).
 */
export function CampaignComposer({
  pageId,
  pageType,
  initial,
  publicPath,
  saveApiPath,
}: {
  pageId: string | null;
  pageType: "campaign" | "landing";
  initial: CampaignValues;
  publicPath: string | null;
  /** Where a save goes: the campaigns API, or the pages API for a landing page. */
  saveApiPath: string;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CampaignValues>(initial);
  const [keys, setKeys] = useState<string[]>(() => initial.sections.map(newKey));
  const [addType, setAddType] = useState<CampaignSection["type"]>("hero");
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const landing = pageType === "landing";

  const update = (patch: Partial<CampaignValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setSavedAt(null);
  };

  function setSections(sections: CampaignSection[], nextKeys: string[]) {
    update({ sections });
    setKeys(nextKeys);
    // Field errors are keyed by position: after a move or removal they would point at the wrong section.
    setErrors({});
  }

  function move(i: number, by: -1 | 1) {
    const j = i + by;
    const sections = [...values.sections];
    const ks = [...keys];
    [sections[i], sections[j]] = [sections[j]!, sections[i]!];
    [ks[i], ks[j]] = [ks[j]!, ks[i]!];
    setSections(sections, ks);
    const moved = ks[j]!;
    // Keep the keyboard where the section went: its own move button, or the other one at an end.
    requestAnimationFrame(() => (document.getElementById(`move-${by < 0 ? "up" : "down"}-${moved}`) ?? document.getElementById(`move-${by < 0 ? "down" : "up"}-${moved}`))?.focus());
  }

  function add() {
    const key = newKey();
    setSections([...values.sections, emptySection(addType)], [...keys, key]);
    requestAnimationFrame(() => document.getElementById(`section-${key}`)?.focus());
  }

  /** An edited section's messages go (they describe what was sent, not what is typed now). */
  function clearErrorsUnder(prefix: string) {
    setErrors((e) => (Object.keys(e).some((k) => k.startsWith(prefix)) ? Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(prefix))) : e));
  }

  function fail(message: string, fieldErrors: FormErrors) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function save() {
    setFailure(null);
    const checked = campaignInputSchema.safeParse(values);
    if (!checked.success) return fail(FIX_FIELDS_MESSAGE, errorsFromZod(checked.error));
    setSaving(true);
    try {
      const saved = pageId ? await api.put<Saved>(saveApiPath, values) : await api.post<Saved>(saveApiPath, values);
      setErrors({});
      setValues((v) => ({ ...v, slug: saved.slug }));
      setSavedAt(new Date(saved.updatedAt).toLocaleTimeString());
      if (!pageId) router.replace(adminContentItemPath("campaigns", saved.id));
      else await queryClient.invalidateQueries({ queryKey: revisionsQueryKey("page", pageId) });
    } catch (error) {
      const fieldErrors = errorsFromApi(error);
      fail(error instanceof ApiError ? (Object.keys(fieldErrors).length ? FIX_FIELDS_MESSAGE : error.message) : "Something went wrong, please try again.", fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  async function preview() {
    const checked = campaignInputSchema.shape.sections.safeParse(values.sections);
    if (!checked.success) {
      setErrors(errorsUnderSections(errorsFromZod(checked.error)));
      throw new ApiError(400, null, PREVIEW_API_PATH, FIX_FIELDS_MESSAGE);
    }
    const { sections } = await api.post<{ sections: CampaignSection[] }>(PREVIEW_API_PATH, { kind: "campaign", sections: values.sections });
    return <CampaignView title={values.title} sections={sections} preview />;
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-5">
          <Field label="Title" hint="The page's name; its h1 when the first section is not a hero." error={errors.title}>
            <Input value={values.title} onChange={(e) => update({ title: e.target.value })} maxLength={200} />
          </Field>
        </Card>
        <section aria-labelledby="sections-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="sections-heading" className="text-lg font-semibold">
            Sections
          </h2>
          {errors.sections ? <p className="text-sm text-danger">{errors.sections}</p> : null}
          {values.sections.length === 0 ? <p className="text-sm text-muted-foreground">No sections yet: add the first one below, such as a hero.</p> : null}
          <ol className="flex min-w-0 flex-col gap-4">
            {values.sections.map((section, i) => {
              const key = keys[i]!;
              const name = `Section ${i + 1}: ${SECTION_LABELS[section.type]}`;
              return (
                <li key={key}>
                  <Card id={`section-${key}`} tabIndex={-1} role="group" aria-label={name} className="flex flex-col gap-4 focus:outline-2 focus:outline-ring">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-base font-semibold">{name}</h3>
                      <div className="flex gap-1">
                        <Button id={`move-up-${key}`} variant="ghost" size="icon-sm" aria-label={`Move section ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                          <ArrowUp aria-hidden />
                        </Button>
                        <Button id={`move-down-${key}`} variant="ghost" size="icon-sm" aria-label={`Move section ${i + 1} down`} disabled={i === values.sections.length - 1} onClick={() => move(i, 1)}>
                          <ArrowDown aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Remove section ${i + 1}`}
                          onClick={() =>
                            setSections(
                              values.sections.filter((_, j) => j !== i),
                              keys.filter((_, j) => j !== i),
                            )
                          }
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    </div>
                    <CampaignSectionFields
                      section={section}
                      n={i + 1}
                      prefix={`sections.${i}`}
                      errors={errors}
                      onChange={(next) => {
                        update({ sections: values.sections.map((s, j) => (j === i ? next : s)) });
                        clearErrorsUnder(`sections.${i}.`);
                      }}
                    />
                  </Card>
                </li>
              );
            })}
          </ol>
          {values.sections.length < 20 ? (
            <div className="flex min-w-0 flex-wrap items-end gap-2">
              <Field label="New section type" className="min-w-0 flex-1 sm:max-w-xs">
                <NativeSelect value={addType} onChange={(e) => setAddType(e.target.value as CampaignSection["type"])}>
                  {CAMPAIGN_SECTION_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {SECTION_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Button variant="outline" onClick={add}>
                Add section
              </Button>
            </div>
          ) : null}
        </section>
        <Card>
          <SeoFields
            slug={values.slug}
            slugPlaceholder={landing ? undefined : slugify(values.title) || undefined}
            slugReadOnly={landing}
            onSlugChange={(slug) => update({ slug })}
            value={values.seo}
            onChange={(seo) => update({ seo })}
            errors={{ slug: errors.slug, ...errorsUnder(errors, "seo") }}
          />
        </Card>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-4 p-5 sm:p-5">
          <PublishingPanel value={values.publishing} onChange={(publishing) => update({ publishing })} errors={errorsUnder(errors, "publishing")} />
          <SaveStatus ref={summaryRef} failure={failure} savedAt={savedAt} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>
              Save
            </Button>
            <PagePreviewButton title={values.title} load={preview} />
            {publicPath && initial.publishing.status === "published" ? (
              <Button asChild variant="ghost">
                <a href={publicPath} target="_blank" rel="noopener">
                  View live
                </a>
              </Button>
            ) : null}
          </div>
        </Card>
        {pageId ? (
          <Card className="p-5 sm:p-5">
            <RevisionHistory kind="page" entityId={pageId} restoreUrl={(revisionId) => `${saveApiPath}/revisions/${encodeURIComponent(revisionId)}/restore`} onRestored={() => router.refresh()} />
          </Card>
        ) : null}
      </div>
    </form>
  );
}

/** The sections schema's issue paths ("0.heading") as the form's ("sections.0.heading"). */
function errorsUnderSections(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path ? `sections.${path}` : "sections", message]));
}
