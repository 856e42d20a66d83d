"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { signOutEverywhere } from "@/features/modals/components/log-out";
import { SecuritySection } from "./security-section";

/** Spec 4: Log out everywhere first calls delete-all-refresh-tokens, then signs out whatever the result. */
export function SessionsSection() {
  const [pending, setPending] = useState(false);
  async function logOutEverywhere() {
    setPending(true);
    await signOutEverywhere();
  }
  return (
    <SecuritySection
      id="sessions"
      title="Sessions"
      description={<p>Lost a device or used a shared computer? Log out everywhere ends every session on every device, including this one.</p>}
    >
      <Button variant="outline" loading={pending} onClick={logOutEverywhere}>
        Log out everywhere
      </Button>
    </SecuritySection>
  );
}
