"use client";

import { nextStepsFor } from "@/lib/next-steps";
import { NextStepsCard } from "./cta-cards";

/** A signed-in visitor's face of the call to action, loaded only for them (HomeCta). */
export function HomeNextSteps({ name, roles }: { name: string; roles: string[] }) {
  return <NextStepsCard name={name} steps={nextStepsFor(roles)} />;
}
