"use client";

import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { controlClasses } from "./input";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  /** What the toggle names after "Show"/"Hide", e.g. "new password" (default "password"). */
  toggleLabel?: string;
};

/*
 * A password input with a show/hide toggle. The toggle is a real button whose accessible name starts
 * with its visible text ("Show password" / "Hide password"); it never submits the form. Inside a
 * Field, the field's id and aria go to the input (every prop not named here does).
 */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput({ toggleLabel = "password", className, id, ...rest }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative min-w-0">
      <input
        ref={ref}
        id={id}
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(controlClasses, "h-control pl-3 pr-20", className)}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-controls={id}
        className="absolute inset-y-1 right-1 rounded-sm px-3 text-sm font-semibold text-primary-soft-foreground hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      >
        {visible ? "Hide" : "Show"}
        <span className="sr-only"> {toggleLabel}</span>
      </button>
    </div>
  );
});
