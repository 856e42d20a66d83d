"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { hiringPipelinePath } from "@/lib/employer-routes";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { companyPipelinesApi } from "../paths";
import { PIPELINE_LIMITS } from "../schemas";

/** "New pipeline": a name, the default stages, then the new pipeline opens (decision 043). */
export function QuickCreatePipeline({ companyId }: { companyId: string }) {
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) return setError("Type a name for the pipeline");
        if (name.trim().length > PIPELINE_LIMITS.name) return setError(`Name must be less than ${PIPELINE_LIMITS.name} characters`);
        setPending(true);
        setError(null);
        try {
          const created = await api.post<{ id: string }>(companyPipelinesApi(companyId), { name: name.trim() });
          router.push(hiringPipelinePath(created.id));
        } catch (err) {
          setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
          setPending(false);
        }
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>New pipeline name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </div>
      <Button type="submit" loading={pending} className="sm:mb-0">
        Create pipeline
      </Button>
    </form>
  );
}
