"use client";

import { Switch } from "@/components/ui/switch";

/** The ui Switch for one flag, named "Enable <title>" (the name the tests and screen readers use). */
export function FeatureFlagSwitch({ title, checked, disabled, onCheckedChange }: { title: string; checked: boolean; disabled?: boolean; onCheckedChange: (checked: boolean) => void }) {
  return <Switch checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} aria-label={`Enable ${title}`} />;
}
