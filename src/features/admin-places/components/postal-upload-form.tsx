"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { PLACES_MESSAGES as M } from "../messages";
import { POSTAL_UPLOADS_API, postalRefreshPath } from "../paths";
import { POSTAL_CSV_MAX_BYTES, type PostalMode } from "../schemas";
import type { PostalUploadDto } from "../types";
import { issuesOf } from "./api-issues";

type Stage = { origin: "package"; mode: PostalMode } | { origin: "csv"; mode: PostalMode; csv: string; fileName: string };

/*
 * Starts a reload: the shipped package or a CSV file. Either is checked and diffed by the server and
 * kept pending; the page then shows the diff with Apply and Discard. A file with bad rows lists each
 * row's error (by line) and nothing is kept.
 */
export function PostalUploadForm() {
  const router = useRouter();
  const [mode, setMode] = useState<PostalMode>("merge");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const stage = useMutation({
    mutationFn: (body: Stage) => api.post<PostalUploadDto>(POSTAL_UPLOADS_API, body),
    meta: { silent: true },
    onSuccess: (upload) => {
      toast.success(M.staged);
      router.push(postalRefreshPath({ upload: upload.id }));
    },
  });
  const issues = issuesOf(stage.error);
  const rowIssues = issues.filter((i) => i.path.startsWith("line "));

  const uploadCsv = async () => {
    setFileError(null);
    if (!file) return setFileError(M.csvRequired);
    if (file.size > POSTAL_CSV_MAX_BYTES) return setFileError(M.csvTooLarge);
    stage.mutate({ origin: "csv", mode, csv: await file.text(), fileName: file.name.slice(0, 200) });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Field id="postal-mode" label="What to do with postal codes the new data does not have" hint="Replace removes them; keep only adds and updates.">
        <NativeSelect value={mode} onChange={(e) => setMode(e.target.value as PostalMode)} className="sm:max-w-md">
          <option value="merge">Keep them (add and update only)</option>
          <option value="replace">Remove them (replace the dataset)</option>
        </NativeSelect>
      </Field>
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3 rounded-card border border-border p-4">
          <h3 className="text-base font-semibold">Upload a CSV</h3>
          <p className="text-sm text-muted-foreground">
            Header: postal_code, city, state_code, latitude, longitude. Every row is checked; at most 6 MB and 100,000 rows.
          </p>
          <Field id="postal-file" label="CSV file" error={fileError ?? undefined}>
            <Input
              type="file"
              accept=".csv,text/csv"
              className="py-1.5"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
          </Field>
          <div>
            <Button type="button" onClick={uploadCsv} loading={stage.isPending && stage.variables?.origin === "csv"} disabled={stage.isPending}>
              Check the file
            </Button>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-3 rounded-card border border-border p-4">
          <h3 className="text-base font-semibold">Reload the shipped package</h3>
          <p className="text-sm text-muted-foreground">The US postal codes of the zipcodes package this build ships (about 42,500), as the first setup loaded them.</p>
          <div className="mt-auto">
            <Button type="button" variant="outline" onClick={() => stage.mutate({ origin: "package", mode })} loading={stage.isPending && stage.variables?.origin === "package"} disabled={stage.isPending}>
              Compare with the package
            </Button>
          </div>
        </div>
      </div>
      {stage.error ? (
        <Alert tone="danger" title={stage.error.message}>
          {rowIssues.length ? (
            <ul className="mt-2 list-disc pl-5 text-sm [overflow-wrap:anywhere]">
              {rowIssues.map((i) => (
                <li key={i.path}>
                  {i.path[0]!.toUpperCase()}
                  {i.path.slice(1)}: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
