"use client";

import * as Switch from "@radix-ui/react-switch";

/** An on/off switch for one flag; its accessible name is "Enable <title>". */
export function FeatureFlagSwitch({ title, checked, disabled, onCheckedChange }: { title: string; checked: boolean; disabled?: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      aria-label={`Enable ${title}`}
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600"
    >
      <Switch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow ring-0 transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </Switch.Root>
  );
}
