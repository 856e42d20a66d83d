"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { okrObjectiveApi, okrObjectivesApi } from "../paths";
import { OKR_LIMITS, objectiveInputSchema, type ObjectiveInput, type ObjectiveValues } from "../schemas";
import { applyServerErrors } from "./apply-server-errors";

const FIELDS = ["title", "ownerName", "periodStart", "periodEnd"] as const;

/** Adds or edits an objective in a dialog; the server's own schema checks it on both sides. */
export function ObjectiveDialog({
  objective,
  triggerLabel,
  triggerVariant = "primary",
}: {
  objective?: { id: string; title: string; ownerName: string; periodStart: string; periodEnd: string };
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const defaults: ObjectiveInput = objective
    ? { title: objective.title, ownerName: objective.ownerName, periodStart: objective.periodStart, periodEnd: objective.periodEnd }
    : { title: "", ownerName: "", periodStart: "", periodEnd: "" };
  const form = useForm<ObjectiveInput, unknown, ObjectiveValues>({ resolver: zodResolver(objectiveInputSchema), defaultValues: defaults, mode: "onTouched" });

  const onSubmit = form.handleSubmit(async () => {
    setBanner(null);
    try {
      const raw = form.getValues();
      if (objective) await api.patch(okrObjectiveApi(objective.id), raw);
      else await api.post(okrObjectivesApi, raw);
      setOpen(false);
      if (!objective) form.reset(defaults);
      router.refresh();
    } catch (err) {
      setBanner(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={objective ? "sm" : "md"}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{objective ? "Edit the objective" : "Add an objective"}</DialogTitle>
          <DialogDescription>What the platform should achieve in a period of at most 366 days. Key results measure it.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {banner ? <Alert tone="danger">{banner}</Alert> : null}
            <FormField name="title" label="Objective" render={(f) => <Input {...f} maxLength={OKR_LIMITS.title + 20} autoComplete="off" />} />
            <FormField name="ownerName" label="Owner" hint="A person or a team (optional)" render={(f) => <Input {...f} maxLength={OKR_LIMITS.ownerName + 20} autoComplete="off" />} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="periodStart" label="First day" render={(f) => <Input {...f} type="date" />} />
              <FormField name="periodEnd" label="Last day" render={(f) => <Input {...f} type="date" />} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {objective ? "Save the objective" : "Add the objective"}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
