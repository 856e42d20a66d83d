"use client";

import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PEOPLE_MESSAGES } from "../messages";
import { adminUserResendConfirmationApiPath } from "../paths";
import type { ResendConfirmationResultDto } from "../types";
import { usePeopleAction } from "./use-people-action";

/** Sends the sign-up confirmation mail again (the server limits how often). */
export function ResendConfirmationButton({ userId }: { userId: string }) {
  const resend = usePeopleAction(
    () => api.post<ResendConfirmationResultDto>(adminUserResendConfirmationApiPath(userId)),
    () => PEOPLE_MESSAGES.confirmationQueued,
  );
  return (
    <div className="flex flex-col gap-2">
      <ErrorAlert error={resend.error} />
      <div>
        <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend confirmation mail
        </Button>
      </div>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          {PEOPLE_MESSAGES.confirmationQueued}
        </p>
      ) : null}
    </div>
  );
}
