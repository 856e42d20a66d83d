"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { CERTIFICATION_FILE_FIELD, certificationSchema, type CertificationInput, type CertificationValues } from "../certification-schemas";
import type { CertificationEntry } from "../types";
import { CertificationFileField } from "./certification-file-field";
import { createCertification, removeCertificationFile, replaceCertificationFile, updateCertification } from "./certification-requests";
import { EntryFormButtons } from "./entry-form-buttons";
import { MonthSelect } from "./month-select";
import { showServerIssues } from "./server-issues";

const str = (n: number | null) => (n === null ? "" : String(n));

function toInput(e: CertificationEntry | null): CertificationInput {
  return {
    name: e?.name ?? "",
    issuer: e?.issuer ?? "",
    issueMonth: str(e?.issueMonth ?? null),
    issueYear: str(e?.issueYear ?? null),
    expiryMonth: str(e?.expiryMonth ?? null),
    expiryYear: str(e?.expiryYear ?? null),
    doesNotExpire: e?.doesNotExpire ?? false,
    credentialId: e?.credentialId ?? "",
    credentialUrl: e?.credentialUrl ?? "",
  };
}

type Props = {
  entry: CertificationEntry | null;
  onSaved: (entry: CertificationEntry) => void;
  onCancel: () => void;
  /** Editing: the fields were saved but the file change was refused (the list shows the saved fields). */
  onFieldsSaved?: (entry: CertificationEntry) => void;
};

/**
 * One certification: a new one (the certifications/new page) goes in one request with its file; an
 * edit saves the fields, then replaces or removes the file. A failed save keeps what was typed and
 * the file chosen, with the server's words under the fields and the file.
 */
export function CertificationForm({ entry, onSaved, onCancel, onFieldsSaved }: Props) {
  const form = useForm<CertificationInput, unknown, CertificationValues>({ resolver: zodResolver(certificationSchema), defaultValues: toInput(entry), mode: "onTouched" });
  const doesNotExpire = useWatch({ control: form.control, name: "doesNotExpire" });
  const [file, setFile] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (values: CertificationInput): Promise<CertificationEntry> => {
      if (!entry) return createCertification(values, file);
      let saved = await updateCertification(entry.id, values);
      try {
        if (file) saved = await replaceCertificationFile(entry.id, file);
        else if (removeFile && entry.file) saved = await removeCertificationFile(entry.id);
      } catch (error) {
        onFieldsSaved?.(saved);
        throw error;
      }
      return saved;
    },
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => {
      showServerIssues(error, form.setError);
      if (error instanceof ApiError) setFileError(error.fieldIssues.find((i) => i.path === CERTIFICATION_FILE_FIELD)?.message ?? null);
    },
  });
  const busy = save.isPending;
  // The file's refusal is shown under the drop zone; the alert is for everything else.
  const otherError = save.error instanceof ApiError && save.error.fieldIssues.some((i) => i.path === CERTIFICATION_FILE_FIELD) ? null : save.error;

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))}
        className="flex flex-col gap-5"
        aria-label={entry ? `Edit ${entry.name}` : "New certification"}
      >
        <FormField name="name" label="Certification name" render={(f) => <Input {...f} disabled={busy} />} />
        <FormField name="issuer" label="Issuing organization" render={(f) => <Input {...f} disabled={busy} />} />
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
          <FormField name="issueMonth" label="Issue month" render={(f) => <MonthSelect {...f} disabled={busy} />} />
          <FormField name="issueYear" label="Issue year" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
          {doesNotExpire ? null : (
            <>
              <FormField name="expiryMonth" label="Expiry month" render={(f) => <MonthSelect {...f} disabled={busy} />} />
              <FormField name="expiryYear" label="Expiry year" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
            </>
          )}
        </div>
        <FormField
          name="doesNotExpire"
          label="This certification does not expire"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="credentialId" label="Credential ID" render={(f) => <Input {...f} disabled={busy} />} />
          <FormField name="credentialUrl" label="Credential URL" hint="The certifier's page that confirms it, starting with https://" render={(f) => <Input {...f} type="url" inputMode="url" disabled={busy} />} />
        </div>
        <CertificationFileField
          current={entry?.file ?? null}
          selected={file}
          onSelect={setFile}
          removeCurrent={removeFile}
          onRemoveCurrent={setRemoveFile}
          error={fileError}
          onError={setFileError}
          disabled={busy}
        />
        <ErrorAlert error={otherError} />
        <EntryFormButtons busy={busy} onCancel={onCancel} saveLabel={entry ? "Save certification" : "Add certification"} />
      </form>
    </Form>
  );
}
