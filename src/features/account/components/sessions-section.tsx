"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { logoutPath } from "@/lib/routes";
import { LOG_OUT_EVERYWHERE } from "../endpoints";
import { SecuritySection } from "./security-section";

/** Spec 4: Log out everywhere first calls delete-all-refresh-tokens, then signs out whatever the result. */
export function SessionsSection() {
  const [pending, setPending] = useState(false);
  async function logOutEverywhere() {
    setPending(true);
    try {
      await api.post(LOG_OUT_EVERYWHERE);
    } catch {
      // Signing out here still happens below.
    } finally {
      window.location.assign(logoutPath());
    }
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
