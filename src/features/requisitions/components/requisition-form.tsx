"use client";

import { useState } from "react";
import { useFieldArray, useForm, useWatch, type FieldPath } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { requisitionPath, REQUISITIONS_PATH } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "@/components/ui/icons";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { REQUISITION_TEAM_ROLES } from "@/db/schema/requisitions";
import { REQUISITION_MESSAGES as M } from "../messages";
import { companyRequisitionsApi, requisitionApi } from "../paths";
import { REQUISITION_LIMITS as L, requisitionFormSchema, type RequisitionFormInput, type RequisitionValues } from "../schemas";
import { TEAM_ROLE_LABELS, type MemberOption } from "../types";

/*
 * The requisition form (decision 045): react-hook-form with the server's own zod schema; what was
 * typed stays when the server refuses it (its field issues are shown at their fields). The raw input
 * is sent, so the server parses exactly what the form checked. Approvers are an ordered list (the
 * order they approve in), changeable only while the requisition is a draft.
 */
type Props = { companyId: string; members: MemberOption[]; initial: RequisitionFormInput } & ({ mode: "create" } | { mode: "edit"; requisitionId: string; approversLocked: boolean });

export function RequisitionForm(props: Props) {
  const { companyId, members, initial } = props;
  const form = useForm<RequisitionFormInput, unknown, RequisitionValues>({ resolver: zodResolver(requisitionFormSchema), defaultValues: initial, mode: "onTouched" });
  const team = useFieldArray({ control: form.control, name: "team" });
  const approverIds = useWatch({ control: form.control, name: "approverIds" }) ?? [];
  const [addApprover, setAddApprover] = useState("");
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = props.mode === "edit" && props.approversLocked;
  const nameOf = (id: string) => {
    const m = members.find((x) => x.userId === id);
    return m ? m.name || m.email : "A former member";
  };
  const setApprovers = (ids: string[]) => form.setValue("approverIds", ids, { shouldDirty: true, shouldValidate: true });

  const onSubmit = form.handleSubmit(async () => {
    setBusy(true);
    setBanner(null);
    const raw = form.getValues();
    try {
      const answer =
        props.mode === "create"
          ? await api.post<{ requisition: { id: string } }>(companyRequisitionsApi(companyId), raw)
          : await api.patch<{ requisition: { id: string } }>(requisitionApi(props.requisitionId), raw);
      window.location.assign(requisitionPath(answer.requisition.id));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) {
        for (const issue of err.fieldIssues) form.setError(issue.path as FieldPath<RequisitionFormInput>, { type: "server", message: issue.message });
        setBanner(err.fieldIssues.length ? "Please check the fields marked below." : err.message);
      } else setBanner("Something went wrong, please try again.");
    }
  });

  const approverError = form.formState.errors.approverIds;
  const approverMessage = approverError?.message ?? (Array.isArray(approverError) ? approverError.find((e) => e?.message)?.message : undefined);
  const teamError = form.formState.errors.team?.root?.message ?? form.formState.errors.team?.message;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
        {banner ? <Alert tone="danger">{banner}</Alert> : null}
        <section aria-labelledby="req-role" className="flex flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
          <h2 id="req-role" className="text-lg font-semibold">
            The role
          </h2>
          <FormField name="title" label="Title" render={(f) => <Input {...f} maxLength={L.title + 20} autoComplete="off" />} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="department" label="Department" render={(f) => <Input {...f} maxLength={L.department + 20} />} />
            <FormField name="location" label="Location" hint="A city and state, or Remote" render={(f) => <Input {...f} maxLength={L.location + 20} />} />
            <FormField name="openings" label="Openings" hint="How many people to hire (1 to 500)" render={(f) => <Input {...f} value={f.value as string | number} type="number" min={1} max={500} inputMode="numeric" />} />
            <FormField name="targetStartDate" label="Target start date" render={(f) => <Input {...f} type="date" />} />
          </div>
        </section>
        <section aria-labelledby="req-pay" className="flex flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
          <h2 id="req-pay" className="text-lg font-semibold">
            Salary band (USD)
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField name="salaryMin" label="Minimum" render={(f) => <Input {...f} inputMode="decimal" placeholder="$38.00" />} />
            <FormField name="salaryMax" label="Maximum" render={(f) => <Input {...f} inputMode="decimal" placeholder="$46.00" />} />
            <FormField
              name="salaryPeriod"
              label="Per"
              render={(f) => (
                <NativeSelect {...f}>
                  <option value="">Choose</option>
                  <option value="hour">Hour</option>
                  <option value="year">Year</option>
                </NativeSelect>
              )}
            />
          </div>
          <FormField name="justification" label="Justification" hint={`Why the role is needed, for the approvers (at most ${L.justification} characters)`} render={(f) => <Textarea {...f} rows={4} />} />
        </section>
        <section aria-labelledby="req-team" className="flex flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
          <h2 id="req-team" className="text-lg font-semibold">
            Hiring team
          </h2>
          {team.fields.length === 0 ? <p className="text-sm text-muted-foreground">No one yet. Add the people who will hire for this role.</p> : null}
          <ul className="flex flex-col gap-3">
            {team.fields.map((row, i) => (
              <li key={row.id} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
                <FormField
                  name={`team.${i}.userId`}
                  label={`Team member ${i + 1}`}
                  render={(f) => (
                    <NativeSelect {...f}>
                      <option value="">Choose a person</option>
                      {members.map((m) => (
                        <option key={m.userId} value={m.userId}>
                          {m.name || m.email}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                />
                <FormField
                  name={`team.${i}.role`}
                  label={`Role of team member ${i + 1}`}
                  render={(f) => (
                    <NativeSelect {...f}>
                      {REQUISITION_TEAM_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {TEAM_ROLE_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                />
                <Button type="button" variant="ghost" onClick={() => team.remove(i)}>
                  <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> team member {i + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
          {teamError ? <p className="text-sm font-medium text-danger">{teamError}</p> : null}
          <div>
            <Button type="button" variant="outline" onClick={() => team.append({ userId: "", role: "interviewer" })} disabled={team.fields.length >= L.team}>
              <Plus aria-hidden="true" /> Add a team member
            </Button>
          </div>
        </section>
        <section aria-labelledby="req-approvers" className="flex flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
          <h2 id="req-approvers" className="text-lg font-semibold">
            Approvers
          </h2>
          <p className="text-sm text-muted-foreground">
            {locked ? M.approversOnlyInDraft : "Optional. They approve in this order; without approvers, submitting opens the requisition at once."}
          </p>
          {approverIds.length ? (
            <ol className="flex flex-col gap-2">
              {approverIds.map((id, i) => (
                <li key={id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2" data-testid="approver-row">
                  <span>
                    {i + 1}. {nameOf(id)}
                  </span>
                  {locked ? null : (
                    <span className="flex gap-1">
                      <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => setApprovers(approverIds.map((x, j) => (j === i - 1 ? id : j === i ? approverIds[i - 1]! : x)))}>
                        <ArrowUp aria-hidden="true" />
                        <span className="sr-only">Move {nameOf(id)} up</span>
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={i === approverIds.length - 1}
                        onClick={() => setApprovers(approverIds.map((x, j) => (j === i + 1 ? id : j === i ? approverIds[i + 1]! : x)))}
                      >
                        <ArrowDown aria-hidden="true" />
                        <span className="sr-only">Move {nameOf(id)} down</span>
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setApprovers(approverIds.filter((x) => x !== id))}>
                        <Trash2 aria-hidden="true" />
                        <span className="sr-only">Remove approver {nameOf(id)}</span>
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          ) : null}
          {approverMessage ? <p className="text-sm font-medium text-danger">{approverMessage}</p> : null}
          {locked ? null : (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <Field label="Add an approver" className="sm:min-w-72">
                <NativeSelect value={addApprover} onChange={(e) => setAddApprover(e.target.value)}>
                  <option value="">Choose a person</option>
                  {members
                    .filter((m) => !approverIds.includes(m.userId))
                    .map((m) => (
                      <option key={m.userId} value={m.userId}>
                        {m.name || m.email}
                      </option>
                    ))}
                </NativeSelect>
              </Field>
              <Button
                type="button"
                variant="outline"
                disabled={!addApprover || approverIds.length >= L.approvers}
                onClick={() => {
                  setApprovers([...approverIds, addApprover]);
                  setAddApprover("");
                }}
              >
                <Plus aria-hidden="true" /> Add approver
              </Button>
            </div>
          )}
        </section>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {props.mode === "create" ? "Create requisition" : "Save changes"}
          </Button>
          <a href={props.mode === "edit" ? requisitionPath(props.requisitionId) : REQUISITIONS_PATH} className={buttonClasses("ghost")}>
            Cancel
          </a>
        </div>
      </form>
    </Form>
  );
}
