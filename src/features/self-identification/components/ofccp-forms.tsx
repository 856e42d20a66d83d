"use client";

import { TextField } from "@/components/ui/text-field";
import { CC305, PROTECTED_VETERAN } from "../forms";
import { SELF_ID_LIMITS } from "../schemas";
import { ChoiceFieldset } from "./choice-fieldset";

/*
 * The two OFCCP forms as published (forms.ts; decision 034): the disability form CC-305 with its
 * number, OMB control number and expiration date, and the protected-veteran invitation. Their words
 * are not ours to edit; only the layout is.
 */
export type Cc305Draft = { answer?: string; name: string; date: string };

export function Cc305Form({ draft, onChange, nameError, dateError }: { draft: Cc305Draft; onChange: (next: Cc305Draft) => void; nameError?: string; dateError?: string }) {
  return (
    <section aria-labelledby="cc305-title" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id="cc305-title" className="text-lg font-semibold">
          {CC305.title}
        </h3>
        <p className="text-xs text-muted-foreground sm:text-right">
          <span className="block">{CC305.formNumber}</span>
          <span className="block">{CC305.ombControlNumber}</span>
          <span className="block">{CC305.expires}</span>
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" value={draft.name} maxLength={SELF_ID_LIMITS.name} autoComplete="name" error={nameError} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
        <TextField label="Date" type="date" value={draft.date} error={dateError} onChange={(e) => onChange({ ...draft, date: e.target.value })} />
      </div>
      <h4 className="font-semibold">{CC305.whyHeading}</h4>
      {CC305.why.map((p) => (
        <p key={p.slice(0, 24)} className="text-sm">
          {p}
        </p>
      ))}
      <h4 className="font-semibold">{CC305.howHeading}</h4>
      <p className="text-sm">{CC305.how}</p>
      <ul className="grid list-disc gap-1 pl-5 text-sm sm:grid-cols-2 sm:gap-x-6">
        {CC305.disabilities.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <ChoiceFieldset legend="Disability status" choices={CC305.choices} value={draft.answer} onChange={(answer) => onChange({ ...draft, answer })}>
        <p className="text-sm">{CC305.prompt}</p>
      </ChoiceFieldset>
      <p className="text-xs text-muted-foreground">{CC305.burden}</p>
    </section>
  );
}

export function ProtectedVeteranForm({ answer, onChange }: { answer: string | undefined; onChange: (answer: string) => void }) {
  return (
    <section aria-labelledby="vevraa-title" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
      <h3 id="vevraa-title" className="text-lg font-semibold">
        {PROTECTED_VETERAN.title}
      </h3>
      {PROTECTED_VETERAN.intro.map((p) => (
        <p key={p.slice(0, 24)} className="text-sm">
          {p}
        </p>
      ))}
      <dl className="flex flex-col gap-3 text-sm">
        {PROTECTED_VETERAN.classifications.map((c) => (
          <div key={c.code}>
            <dt className="font-semibold">{c.label}</dt>
            <dd>{c.definition}</dd>
          </div>
        ))}
      </dl>
      <ChoiceFieldset legend="Protected veteran status" choices={PROTECTED_VETERAN.choices} value={answer} onChange={onChange}>
        <p className="text-sm">{PROTECTED_VETERAN.prompt}</p>
      </ChoiceFieldset>
      {PROTECTED_VETERAN.after.map((p) => (
        <p key={p.slice(0, 24)} className="text-xs text-muted-foreground">
          {p}
        </p>
      ))}
    </section>
  );
}
