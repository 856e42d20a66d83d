"use client";

import { useMemo, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { EMPLOYMENT_TYPE_TEXTS } from "@/lib/employment-types";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Label } from "@/components/ui/label";
import { SkillPicker } from "@/features/skills/components/skill-picker";
import { payRangeRequirement } from "../pay-transparency";
import { addDays, EMPLOYMENT_TYPE_VALUES, isBlankLocation, latestExpiryDay, POSTING_LIMITS, type PostingFormInput } from "../schemas";
import type { PostingFormOptions, PostingView } from "../types";
import { DescriptionEditor } from "./description-editor";
import { LocationsEditor } from "./locations-editor";
import { QuestionsEditor } from "./questions-editor";

/*
 * The posting form's fields (decision 039), section by section: the job, where, pay (with the
 * pay-transparency rule for the places chosen), screening questions, how people apply, expiry and
 * team. PostingForm (posting-form.tsx) holds the form, its saving and its lifecycle actions.
 */
export function PostingFields({ readOnly, options, knownSkills, now }: { readOnly: boolean; options: PostingFormOptions; knownSkills: PostingView["skills"]; now: string }) {
  const form = useFormContext<PostingFormInput>();
  const { control } = form;
  const remote = useWatch({ control: control, name: "remote" });
  const locations = useWatch({ control: control, name: "locations" });
  const categoryId = useWatch({ control: control, name: "categoryId" });
  const applyMode = useWatch({ control: control, name: "applyMode" });
  const pay = useMemo(
    () =>
      payRangeRequirement(
        { remote, locations: (locations ?? []).filter((l) => !isBlankLocation({ ...l, postalCode: l.postalCode || null })).map((l) => ({ city: l.city, state: l.state })) },
        new Date(now),
      ),
    [remote, locations, now],
  );
  const subcategories = options.categories.find((c) => c.id === categoryId)?.subcategories ?? [];

  return (
    <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
      <Section title="The job">
        <FormField name="title" label="Job title" render={(f) => <Input {...f} maxLength={POSTING_LIMITS.title + 50} disabled={readOnly} />} />
        <FormField
          name="descriptionHtml"
          label="Description"
          hint="What the job is, what a day looks like, what you ask for and what you offer."
          render={(f) => <DescriptionEditor value={f.value} onChange={f.onChange} onBlur={f.onBlur} ref={f.ref} label="Description" disabled={readOnly} />}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="employmentType"
            label="Employment type"
            render={(f) => (
              <NativeSelect {...f} disabled={readOnly}>
                <option value="">Choose a type</option>
                {EMPLOYMENT_TYPE_VALUES.map((t) => (
                  <option key={t} value={t}>
                    {EMPLOYMENT_TYPE_TEXTS[t].label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FormField
            name="categoryId"
            label="Category"
            render={(f) => (
              <NativeSelect
                {...f}
                onChange={(e) => {
                  f.onChange(e);
                  form.setValue("subcategoryId", "", { shouldDirty: true });
                }}
                disabled={readOnly}
              >
                <option value="">Choose a category</option>
                {options.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FormField
            name="subcategoryId"
            label="Subcategory (optional)"
            render={(f) => (
              <NativeSelect {...f} disabled={readOnly || subcategories.length === 0}>
                <option value="">{subcategories.length ? "Choose a subcategory" : "None for this category"}</option>
                {subcategories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <FormField
          name="skills"
          label="Skills"
          hint="From Upstep's skills list, at most 30. Candidates with them find the job first."
          render={(f) => <SkillPicker value={f.value} onChange={f.onChange} onBlur={f.onBlur} name={f.name} ref={f.ref} max={POSTING_LIMITS.skills} knownSkills={knownSkills} disabled={readOnly} />}
        />
      </Section>

      <Section title="Where">
        <FormField
          name="remote"
          label="The job can be done remotely"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={readOnly} />}
        />
        <p className="text-sm text-muted-foreground">{remote ? "Add the places too if people can also work there." : "Add every place people work from."}</p>
        <LocationsEditor disabled={readOnly} />
      </Section>

      <Section title="Pay">
        {pay.required ? (
          <Alert tone="info" title="A pay range is required">
            {pay.reason}
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground">Optional for these locations. Postings with pay get more applicants.</p>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField name="salaryMin" label="Minimum pay (USD)" render={(f) => <Input {...f} inputMode="decimal" placeholder="$0.00" disabled={readOnly} />} />
          <FormField name="salaryMax" label="Maximum pay (USD)" render={(f) => <Input {...f} inputMode="decimal" placeholder="$0.00" disabled={readOnly} />} />
          <FormField
            name="salaryPeriod"
            label="Per"
            render={(f) => (
              <NativeSelect {...f} disabled={readOnly}>
                <option value="">Choose</option>
                <option value="hour">Hour</option>
                <option value="year">Year</option>
              </NativeSelect>
            )}
          />
        </div>
      </Section>

      <Section title="Screening questions" description="Asked when people apply on Upstep.">
        <QuestionsEditor disabled={readOnly} />
      </Section>

      <Section title="How people apply">
        <FormField
          name="applyMode"
          label="Where people apply"
          hideLabel
          render={({ value, onChange, ref, ...f }) => (
            <RadioGroup ref={ref} value={value} onValueChange={onChange} aria-label="Where people apply" disabled={readOnly} {...f}>
              <div className="flex items-center gap-2">
                <RadioGroupItem value="upstep" id="apply-upstep" />
                <Label htmlFor="apply-upstep">On Upstep, with their profile and your screening questions</Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem value="external" id="apply-external" />
                <Label htmlFor="apply-external">On our own site</Label>
              </div>
            </RadioGroup>
          )}
        />
        {applyMode === "external" ? (
          <FormField name="applyUrl" label="Apply address" hint="Starts with https://" render={(f) => <Input {...f} type="url" inputMode="url" placeholder="https://" disabled={readOnly} />} />
        ) : null}
      </Section>

      <Section title="Expiry and team">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="expiresOn"
            label="Expires on"
            hint="The posting closes at the end of this day (UTC), at most 180 days from today."
            render={(f) => <Input {...f} type="date" min={addDays(new Date(now), 1)} max={latestExpiryDay(new Date(now))} disabled={readOnly} />}
          />
          <FormField
            name="ownerUserId"
            label="Owner"
            hint="The member responsible for this posting."
            render={(f) => (
              <NativeSelect {...f} disabled={readOnly}>
                <option value="">No owner</option>
                {options.members.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.name || m.email}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <FormField
          name="scorecardAttributes"
          label="Scorecard attributes"
          hint="What interviewers rate, one per line, at most 10."
          render={({ value, onChange, ...f }) => <Textarea {...f} rows={4} value={(value ?? []).join("\n")} onChange={(e) => onChange(e.target.value.split("\n"))} disabled={readOnly} />}
        />
      </Section>
    </fieldset>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
