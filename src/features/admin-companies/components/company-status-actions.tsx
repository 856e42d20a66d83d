"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { adminCompanyStatusApiPath } from "../paths";
import type { CompanyStatusInput } from "../schemas";

/*
 * Verify / Remove verification and Feature on /companies / Stop featuring: each a button that says
 * what it will do, reversible by the other. The page (server) shows the current state.
 */
export function CompanyStatusActions({ companyId, verified, featured }: { companyId: string; verified: boolean; featured: boolean }) {
  const router = useRouter();
  const change = useMutation({
    mutationFn: (input: CompanyStatusInput) => api.post(adminCompanyStatusApiPath(companyId), input),
    meta: { silent: true },
    onSuccess: (_data, input) => {
      toast.success(
        input.verified !== undefined ? (input.verified ? "Company verified." : "Verification removed.") : input.featured ? "Company featured on /companies." : "Company no longer featured.",
      );
      router.refresh();
    },
  });
  const pending = change.isPending ? change.variables : undefined;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant={verified ? "outline" : "primary"} loading={pending?.verified !== undefined} disabled={change.isPending} onClick={() => change.mutate({ verified: !verified })}>
          {verified ? "Remove verification" : "Verify company"}
        </Button>
        <Button variant="outline" loading={pending?.featured !== undefined} disabled={change.isPending} onClick={() => change.mutate({ featured: !featured })}>
          {featured ? "Stop featuring" : "Feature on /companies"}
        </Button>
      </div>
      <ErrorAlert error={change.error} />
    </div>
  );
}
