"use client";

import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { BOOST_LEVELS, PROMOTION_MAX_DAYS } from "../schemas";

export type PromotionValues = { startDate: string; endDate: string; boost: string };

/** The dates and boost of a promotion (create and edit share them). */
export function PromotionFields({
  values,
  onChange,
  errors,
  startLocked = false,
  idPrefix,
}: {
  values: PromotionValues;
  onChange: (next: PromotionValues) => void;
  errors: Record<string, string>;
  startLocked?: boolean;
  idPrefix: string;
}) {
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-3">
      <Field id={`${idPrefix}-start`} label="Starts (00:00 UTC)" error={errors.startDate} hint={startLocked ? "Started: the start stays." : undefined}>
        <Input type="date" value={values.startDate} readOnly={startLocked} required onChange={(e) => onChange({ ...values, startDate: e.target.value })} />
      </Field>
      <Field id={`${idPrefix}-end`} label="Ends (00:00 UTC)" error={errors.endDate} hint={`At most ${PROMOTION_MAX_DAYS} days after the start.`}>
        <Input type="date" value={values.endDate} required onChange={(e) => onChange({ ...values, endDate: e.target.value })} />
      </Field>
      <Field id={`${idPrefix}-boost`} label="Boost level" error={errors.boost} hint="1 to 3: search rank x1.1 to x1.3.">
        <NativeSelect value={values.boost} onChange={(e) => onChange({ ...values, boost: e.target.value })}>
          {BOOST_LEVELS.map((b) => (
            <option key={b} value={String(b)}>
              {b}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
