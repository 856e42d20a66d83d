"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { adminDeadLetterRetryApiPath } from "../endpoints";

/** Sends one dead letter back to its queue; the page then re-reads the counts. */
export function RetryDeadLetterButton({ id, queueLabel }: { id: string; queueLabel: string }) {
  const router = useRouter();
  const retry = useMutation({
    mutationFn: () => api.post<{ queue: string }>(adminDeadLetterRetryApiPath(id)),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(`Sent back to ${queueLabel}: it runs again with fresh retries.`);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" size="sm" loading={retry.isPending} onClick={() => retry.mutate()} aria-label={`Retry this ${queueLabel} job`}>
        Retry
      </Button>
      <ErrorAlert error={retry.error} />
    </div>
  );
}
