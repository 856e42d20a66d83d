"use client";

import { useState } from "react";
import { ImageUploadDialog } from "@/components/rich-text/image-upload-dialog";
import { LazyRichTextEditor } from "@/components/rich-text/rich-text-editor-lazy";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import type { CampaignSection } from "@/features/campaigns/schemas";
import type { FormErrors } from "./form-errors";

type Of<T extends CampaignSection["type"]> = Extract<CampaignSection, { type: T }>;
type Cta = { label: string; href: string };

export const SECTION_LABELS: Record<CampaignSection["type"], string> = {
  hero: "Hero",
  benefits: "Benefits",
  testimonials: "Testimonials",
  faq: "Questions (FAQ)",
  cta: "Call to action",
  signup: "Sign-up form",
  richText: "Rich text",
};

const BENEFIT_ICONS = { check: "Check mark", star: "Star", briefcase: "Briefcase", chat: "Headset (talk to someone)", file: "Document", trend: "Rising chart", clock: "Clock", shield: "Shield" } as const;

/** A new section of a type, with the defaults the contract gives and one empty item where it needs one. */
export function emptySection(type: CampaignSection["type"]): CampaignSection {
  switch (type) {
    case "hero":
      return { type, eyebrow: "", heading: "", subheading: "", image: null, primaryCta: null, secondaryCta: null };
    case "benefits":
      return { type, heading: "", intro: "", items: [{ title: "", text: "", icon: "check" }] };
    case "testimonials":
      return { type, heading: "", items: [{ quote: "", name: "", role: "" }] };
    case "faq":
      return { type, heading: "", items: [{ question: "", answerHtml: "" }] };
    case "cta":
      return { type, heading: "", text: "", button: { label: "", href: "" } };
    case "signup":
      return { type, heading: "", text: "", buttonLabel: "Create my free account" };
    case "richText":
      return { type, html: "" };
  }
}

type Props<S extends CampaignSection> = { section: S; onChange: (next: S) => void; errors: FormErrors; prefix: string; n: number };

/** The fields of one section, by its type; `errors` are the form's, `prefix` the section's path ("sections.2"). */
export function CampaignSectionFields(props: Props<CampaignSection>) {
  const { section } = props;
  switch (section.type) {
    case "hero":
      return <HeroFields {...(props as Props<Of<"hero">>)} />;
    case "benefits":
      return <BenefitsFields {...(props as Props<Of<"benefits">>)} />;
    case "testimonials":
      return <TestimonialsFields {...(props as Props<Of<"testimonials">>)} />;
    case "faq":
      return <FaqFields {...(props as Props<Of<"faq">>)} />;
    case "cta":
      return (
        <>
          <Heading {...props} />
          <TextField label="Text" value={section.text} onChange={(text) => props.onChange({ ...section, text })} error={props.errors[`${props.prefix}.text`]} multiline />
          <CtaFields label="Button" value={section.button} onChange={(button) => props.onChange({ ...section, button: button ?? { label: "", href: "" } })} errors={props.errors} prefix={`${props.prefix}.button`} required />
        </>
      );
    case "signup":
      return (
        <>
          <Heading {...props} />
          <TextField label="Text" value={section.text} onChange={(text) => props.onChange({ ...section, text })} error={props.errors[`${props.prefix}.text`]} multiline />
          <TextField label="Button label" value={section.buttonLabel} onChange={(buttonLabel) => props.onChange({ ...section, buttonLabel })} error={props.errors[`${props.prefix}.buttonLabel`]} />
        </>
      );
    case "richText":
      return (
        <Field label={`Section ${props.n} text`} error={props.errors[`${props.prefix}.html`]}>
          <Rich value={section.html} label={`Section ${props.n} text`} onChange={(html) => props.onChange({ ...section, html })} />
        </Field>
      );
  }
}

function TextField({ label, value, onChange, error, multiline = false, hint }: { label: string; value: string; onChange: (v: string) => void; error?: string; multiline?: boolean; hint?: string }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {multiline ? <Textarea rows={2} value={value} onChange={(e) => onChange(e.target.value)} /> : <Input value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function Heading<S extends CampaignSection & { heading: string }>({ section, onChange, errors, prefix }: Props<S> | Props<CampaignSection>) {
  const s = section as S;
  return <TextField label="Heading" value={s.heading} onChange={(heading) => (onChange as (n: S) => void)({ ...s, heading })} error={errors[`${prefix}.heading`]} />;
}

function CtaFields({ label, value, onChange, errors, prefix, required = false }: { label: string; value: Cta | null; onChange: (v: Cta | null) => void; errors: FormErrors; prefix: string; required?: boolean }) {
  if (!value)
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => onChange({ label: "", href: "" })}>
        Add {label.toLowerCase()}
      </Button>
    );
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <TextField label={`${label} label`} value={value.label} onChange={(l) => onChange({ ...value, label: l })} error={errors[`${prefix}.label`]} />
      <TextField label={`${label} link`} hint="A path such as /join, or an https:// address." value={value.href} onChange={(href) => onChange({ ...value, href })} error={errors[`${prefix}.href`]} />
      {required ? null : (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange(null)}>
          Remove {label.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

function HeroFields({ section, onChange, errors, prefix }: Props<Of<"hero">>) {
  const [uploading, setUploading] = useState(false);
  const set = (patch: Partial<Of<"hero">>) => onChange({ ...section, ...patch });
  return (
    <>
      <TextField label="Eyebrow" hint="A short line above the heading; empty for none." value={section.eyebrow} onChange={(eyebrow) => set({ eyebrow })} error={errors[`${prefix}.eyebrow`]} />
      <TextField label="Heading" value={section.heading} onChange={(heading) => set({ heading })} error={errors[`${prefix}.heading`]} />
      <TextField label="Subheading" value={section.subheading} onChange={(subheading) => set({ subheading })} error={errors[`${prefix}.subheading`]} multiline />
      {section.image ? (
        <fieldset className="grid min-w-0 grid-cols-1 gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">Image</legend>
          <TextField label="Image address" value={section.image.src} onChange={(src) => set({ image: { ...section.image!, src } })} error={errors[`${prefix}.image.src`]} />
          <TextField label="Image alt text" hint="What the image shows, for people who cannot see it." value={section.image.alt} onChange={(alt) => set({ image: { ...section.image!, alt } })} error={errors[`${prefix}.image.alt`]} />
          <Button variant="ghost" size="sm" className="self-start" onClick={() => set({ image: null })}>
            Remove image
          </Button>
        </fieldset>
      ) : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setUploading(true)}>
          Upload an image
        </Button>
      )}
      <CtaFields label="Main button" value={section.primaryCta} onChange={(primaryCta) => set({ primaryCta })} errors={errors} prefix={`${prefix}.primaryCta`} />
      <CtaFields label="Second button" value={section.secondaryCta} onChange={(secondaryCta) => set({ secondaryCta })} errors={errors} prefix={`${prefix}.secondaryCta`} />
      <ImageUploadDialog
        open={uploading}
        onOpenChange={setUploading}
        title="Upload the hero image"
        confirmLabel="Use this image"
        onInsert={(image) => {
          set({ image: { src: image.src, alt: image.alt } });
          setUploading(false);
        }}
      />
    </>
  );
}

/** A list of items with add and remove (benefits, testimonials, questions). */
function Items<T>({ noun, items, max, empty, onChange, render }: { noun: string; items: T[]; max: number; empty: T; onChange: (items: T[]) => void; render: (item: T, i: number, set: (item: T) => void) => React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {items.map((item, i) => (
        <fieldset key={i} className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">
            {noun} {i + 1}
          </legend>
          {render(item, i, (next) => onChange(items.map((x, j) => (j === i ? next : x))))}
          {items.length > 1 ? (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange(items.filter((_, j) => j !== i))}>
              Remove {noun.toLowerCase()} {i + 1}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {items.length < max ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...items, empty])}>
          Add {noun.toLowerCase()}
        </Button>
      ) : null}
    </div>
  );
}

function BenefitsFields({ section, onChange, errors, prefix }: Props<Of<"benefits">>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} onChange={(heading) => onChange({ ...section, heading })} error={errors[`${prefix}.heading`]} />
      <TextField label="Introduction" value={section.intro} onChange={(intro) => onChange({ ...section, intro })} error={errors[`${prefix}.intro`]} multiline />
      {errors[`${prefix}.items`] ? <p className="text-sm text-danger">{errors[`${prefix}.items`]}</p> : null}
      <Items
        noun="Benefit"
        items={section.items}
        max={12}
        empty={{ title: "", text: "", icon: "check" as const }}
        onChange={(items) => onChange({ ...section, items })}
        render={(item, i, set) => (
          <>
            <TextField label={`Benefit ${i + 1} title`} value={item.title} onChange={(title) => set({ ...item, title })} error={errors[`${prefix}.items.${i}.title`]} />
            <TextField label={`Benefit ${i + 1} text`} value={item.text} onChange={(text) => set({ ...item, text })} error={errors[`${prefix}.items.${i}.text`]} multiline />
            <Field label={`Benefit ${i + 1} icon`}>
              <NativeSelect value={item.icon} onChange={(e) => set({ ...item, icon: e.target.value as typeof item.icon })}>
                {Object.entries(BENEFIT_ICONS).map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </>
        )}
      />
    </>
  );
}

function TestimonialsFields({ section, onChange, errors, prefix }: Props<Of<"testimonials">>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} onChange={(heading) => onChange({ ...section, heading })} error={errors[`${prefix}.heading`]} />
      <Items
        noun="Testimonial"
        items={section.items}
        max={9}
        empty={{ quote: "", name: "", role: "" }}
        onChange={(items) => onChange({ ...section, items })}
        render={(item, i, set) => (
          <>
            <TextField label={`Testimonial ${i + 1} quote`} value={item.quote} onChange={(quote) => set({ ...item, quote })} error={errors[`${prefix}.items.${i}.quote`]} multiline />
            <TextField label={`Testimonial ${i + 1} name`} value={item.name} onChange={(name) => set({ ...item, name })} error={errors[`${prefix}.items.${i}.name`]} />
            <TextField label={`Testimonial ${i + 1} role`} value={item.role} onChange={(role) => set({ ...item, role })} error={errors[`${prefix}.items.${i}.role`]} />
          </>
        )}
      />
    </>
  );
}

function FaqFields({ section, onChange, errors, prefix }: Props<Of<"faq">>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} onChange={(heading) => onChange({ ...section, heading })} error={errors[`${prefix}.heading`]} />
      <Items
        noun="Question"
        items={section.items}
        max={20}
        empty={{ question: "", answerHtml: "" }}
        onChange={(items) => onChange({ ...section, items })}
        render={(item, i, set) => (
          <>
            <TextField label={`Question ${i + 1}`} value={item.question} onChange={(question) => set({ ...item, question })} error={errors[`${prefix}.items.${i}.question`]} />
            <Field label={`Answer ${i + 1}`} error={errors[`${prefix}.items.${i}.answerHtml`]}>
              <Rich value={item.answerHtml} label={`Answer ${i + 1}`} onChange={(answerHtml) => set({ ...item, answerHtml })} />
            </Field>
          </>
        )}
      />
    </>
  );
}

/** A rich-text editor inside a Field (which hands it id, aria-describedby and aria-invalid). */
function Rich({ value, label, onChange, ...aria }: { value: string; label: string; onChange: (html: string) => void; id?: string; "aria-describedby"?: string; "aria-invalid"?: boolean | "true" | "false" }) {
  return <LazyRichTextEditor id={aria.id ?? label} label={label} value={value} onChange={onChange} aria-describedby={aria["aria-describedby"]} aria-invalid={aria["aria-invalid"]} />;
}
