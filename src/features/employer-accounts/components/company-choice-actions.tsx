"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { HIRING_DASHBOARD_PATH } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { tooLongMessage } from "@/lib/validation/fields";
import { domainJoinApi, EMPLOYER_COMPANY_API, joinRequestsApi } from "../endpoints";
import { COMPANY_LIMITS, type CompanyChoice } from "../types";
import { useTeamAction } from "./use-team-action";

/*
 * What a person can do about a company on the welcome page (its search and the name check before
 * creating one): ask to join (with an optional message), join at once by their verified domain,
 * claim it (no owner yet, their address at its website's domain), or see that they are in already or
 * waiting. Done: the dashboard (joined) or this page again (waiting).
 */
export function CompanyChoiceActions({ choice, jobTitle }: { choice: CompanyChoice; jobTitle?: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState("");
  const ask = useTeamAction(() => api.post(joinRequestsApi(choice.id), { message }), {
    done: `Request sent. ${choice.name}'s owners have been told.`,
    onDone: () => setAsking(false),
  });
  const join = useTeamAction(() => api.post(domainJoinApi(choice.id)), { done: `You joined ${choice.name}.`, onDone: () => router.push(HIRING_DASHBOARD_PATH) });
  const claim = useTeamAction(() => api.post(EMPLOYER_COMPANY_API, { name: choice.name, jobTitle: jobTitle ?? "", claimCompanyId: choice.id }), {
    done: `${choice.name} is yours to manage now.`,
    onDone: () => router.push(HIRING_DASHBOARD_PATH),
  });
  const tooLong = message.length > COMPANY_LIMITS.joinMessage;

  if (choice.action === "member") return <Badge tone="success">You are a member</Badge>;
  if (choice.action === "pending") return <Badge tone="warning">Waiting for approval</Badge>;
  if (choice.action === "unavailable") return <p className="text-sm text-muted-foreground">No team runs it on Upstep yet.</p>;
  if (choice.action === "domain-join") {
    return (
      <div className="flex flex-col items-start gap-2">
        <Button size="sm" onClick={() => join.mutate()} loading={join.isPending} aria-label={`Join now: ${choice.name}`}>
          Join now
        </Button>
        {join.error ? <ErrorAlert error={join.error} /> : null}
      </div>
    );
  }
  if (choice.action === "claim") {
    return (
      <div className="flex flex-col items-start gap-2">
        <Button size="sm" onClick={() => claim.mutate()} loading={claim.isPending} aria-label={`Claim this company: ${choice.name}`}>
          Claim this company
        </Button>
        {claim.error ? <ErrorAlert error={claim.error} /> : null}
      </div>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} aria-label={`Ask to join ${choice.name}`}>
        Ask to join
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          if (ask.isPending) return;
          setAsking(open);
          if (!open) ask.reset();
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Ask to join {choice.name}</DialogTitle>
            <DialogDescription>Its owners get your request by email and on Upstep, and choose your role. We will tell you when they answer.</DialogDescription>
          </DialogHeader>
          <Field label="A message for the owners (optional)" hint="Who you are and what you will do there." error={tooLong ? tooLongMessage("Message", COMPANY_LIMITS.joinMessage) : undefined}>
            <Textarea rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
          </Field>
          {ask.error ? <ErrorAlert error={ask.error} /> : null}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={ask.isPending}>
              Cancel
            </Button>
            <Button onClick={() => ask.mutate()} loading={ask.isPending} disabled={tooLong}>
              Send request
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
