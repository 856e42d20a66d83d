"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { loadToast } from "@/components/providers/toast-host";
import { api } from "@/lib/api/client";
import { hiringDashboardPath, HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { acceptInvitationApi, declineInvitationApi } from "../endpoints";

/*
 * Accept or decline an invitation (signed in with the invited address). Accepting opens the company's
 * dashboard; declining tells the inviter and leaves the person where they can create or join another.
 */
export function InvitationAnswer({ token, companyName }: { token: string; companyName: string }) {
  const router = useRouter();
  const accept = useMutation({
    mutationFn: () => api.post<{ company: { id: string } }>(acceptInvitationApi(token)),
    meta: { silent: true },
    onSuccess: ({ company }) => {
      void loadToast().then((toast) => toast.success(`Welcome to ${companyName}'s team.`));
      router.push(hiringDashboardPath("overview", { company: company.id }));
      router.refresh();
    },
  });
  const decline = useMutation({
    mutationFn: () => api.post(declineInvitationApi(token)),
    meta: { silent: true },
    onSuccess: () => {
      void loadToast().then((toast) => toast.success("You declined the invitation. We told the person who sent it."));
      router.push(HIRING_WELCOME_PATH);
      router.refresh();
    },
  });
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="flex flex-col gap-3">
      <ErrorAlert error={accept.error ?? decline.error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" loading={accept.isPending} disabled={busy} onClick={() => accept.mutate()}>
          Accept and join {companyName}
        </Button>
        <Button size="lg" variant="ghost" loading={decline.isPending} disabled={busy} onClick={() => decline.mutate()}>
          Decline
        </Button>
      </div>
    </div>
  );
}
