"use client";

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { ADMIN_MAIL_VERIFY_API } from "../endpoints";

/** Checks the mail transport now (SMTP: connect and authenticate, no mail sent) and says how it went. */
export function VerifyMailButton() {
  const verify = useMutation({
    mutationFn: () => api.post<{ ok: boolean; message: string }>(ADMIN_MAIL_VERIFY_API),
    meta: { silent: true },
  });
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" size="sm" loading={verify.isPending} onClick={() => verify.mutate()}>
        Verify connection
      </Button>
      <div aria-live="polite" className="w-full min-w-0 [overflow-wrap:anywhere]">
        {verify.data ? (
          <Alert tone={verify.data.ok ? "success" : "danger"} title={verify.data.ok ? "Mail transport works" : "Mail transport failed"}>
            {verify.data.message}
          </Alert>
        ) : null}
      </div>
      <ErrorAlert error={verify.error} />
    </div>
  );
}
