"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { formatCurrency } from "@/lib/validation/fields";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { showServerIssues } from "@/features/candidate-profile/components/server-issues";
import { COMPENSATION_PREFS_API } from "../paths";
import { compensationPrefsSchema, PAY_PERIODS, type CompensationPrefs, type CompensationPrefsInput } from "../schemas";
import type { CandidatePreferences, CompensationPrefsView } from "../types";
import { ChoiceGroupField } from "./choice-group-field";
import { payRangeText } from "./pay-range-text";

const money = (cents: number | null) => (cents === null ? "" : formatCurrency(cents));

function toInput(c: CompensationPrefsView): CompensationPrefsInput {
  return { payMin: money(c.payMinCents), payTarget: money(c.payTargetCents), payPeriod: c.payPeriod, openToNegotiation: c.openToNegotiation };
}

const PERIOD_OPTIONS = PAY_PERIODS.map((p) => ({ value: p.value, label: p.label.charAt(0).toUpperCase() + p.label.slice(1) }));

/*
 * Compensation preferences (decision 027): amounts typed as US dollars ("45000", "$45,000.50"), checked
 * by the spec's currency helper, stored as cents and shown back as $45,000.50 once saved.
 */
export function CompensationPrefsForm({ initial }: { initial: CompensationPrefsView }) {
  const form = useForm<CompensationPrefsInput, unknown, CompensationPrefs>({ resolver: zodResolver(compensationPrefsSchema), defaultValues: toInput(initial), mode: "onTouched" });
  const save = useMutation({
    mutationFn: (values: CompensationPrefsInput) => api.put<CandidatePreferences>(COMPENSATION_PREFS_API, values),
    meta: { silent: true },
    onSuccess: (saved) => {
      form.reset(toInput(saved.compensation));
      void loadToast().then((toast) => toast.success("Compensation preferences saved."));
    },
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;
  const summary = payRangeText(save.data?.compensation ?? initial);

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-6" aria-label="Compensation preferences">
        <p className="text-sm" data-testid="pay-summary">
          {summary ? (
            <>
              <span className="font-semibold">Saved:</span> {summary}
            </>
          ) : (
            "You have not said what pay you want yet."
          )}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="payMin" label="Minimum pay" hint="In US dollars, e.g. $18.50 or $45,000" render={(f) => <Input {...f} inputMode="decimal" autoComplete="off" disabled={busy} />} />
          <FormField name="payTarget" label="Target pay" hint="What you are aiming for; not below the minimum." render={(f) => <Input {...f} inputMode="decimal" autoComplete="off" disabled={busy} />} />
        </div>
        <ChoiceGroupField<CompensationPrefsInput> name="payPeriod" type="radio" legend="Pay period" options={PERIOD_OPTIONS} disabled={busy} />
        <FormField
          name="openToNegotiation"
          label="I am open to negotiation"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={busy}>
            Save compensation preferences
          </Button>
        </div>
      </form>
    </Form>
  );
}
