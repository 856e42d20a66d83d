"use client";

import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { NativeSelect } from "@/components/ui/input";
import { MONTHS } from "./months";

/** A month as a native select ("" = not said, "1".."12"): simple on phones and with a keyboard. */
export const MonthSelect = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<typeof NativeSelect>>(function MonthSelect(props, ref) {
  return (
    <NativeSelect ref={ref} {...props}>
      <option value="">Month</option>
      {MONTHS.map((m, i) => (
        <option key={m} value={String(i + 1)}>
          {m}
        </option>
      ))}
    </NativeSelect>
  );
});
