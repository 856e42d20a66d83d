"use client";

import { forwardRef, type SelectHTMLAttributes } from "react";
import { COMPANY_ROLES, type CompanyRole } from "@/db/schema/companies";
import { NativeSelect } from "@/components/ui/input";
import { roleLabel } from "../messages";

/** The four company roles as a native select (the platform picker on phones). */
export const RoleSelect = forwardRef<HTMLSelectElement, Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & { value?: CompanyRole }>(function RoleSelect(props, ref) {
  return (
    <NativeSelect ref={ref} {...props}>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </NativeSelect>
  );
});
