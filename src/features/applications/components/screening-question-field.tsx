"use client";

import { useId } from "react";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { APPLICATION_LIMITS } from "../schemas";
import type { ScreeningQuestion } from "../types";

/*
 * One screening question (decision 033): yes-no and choice as radio groups named by the question,
 * number and short text as inputs. The error is announced with the control.
 */
const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

type Props = { question: ScreeningQuestion; value: string; error?: string; onChange: (value: string) => void };

export function ScreeningQuestionField({ question, value, error, onChange }: Props) {
  const id = useId();
  const promptId = `${id}-prompt`;
  const errorId = `${id}-error`;
  const prompt = (
    <>
      {question.prompt}
      {question.required ? null : <span className="font-normal text-muted-foreground"> (optional)</span>}
    </>
  );
  const aria = { "aria-describedby": error ? errorId : undefined, "aria-invalid": error ? true : undefined };
  if (question.kind === "yes-no" || question.kind === "choice") {
    const options = question.kind === "yes-no" ? YES_NO : question.options.map((o) => ({ value: o, label: o }));
    return (
      <div className="flex flex-col gap-2" data-question={question.id}>
        <p id={promptId} className="text-sm font-semibold">
          {prompt}
        </p>
        <RadioGroup value={value} onValueChange={onChange} aria-labelledby={promptId} aria-required={question.required} {...aria} className={question.kind === "yes-no" ? "flex gap-6" : undefined}>
          {options.map((o, i) => (
            <div key={o.value} className="flex items-center gap-2">
              <RadioGroupItem value={o.value} id={`${id}-${i}`} />
              <Label htmlFor={`${id}-${i}`} className="font-normal">
                {o.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5" data-question={question.id}>
      <Label htmlFor={`${id}-input`}>{prompt}</Label>
      <Input
        id={`${id}-input`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={question.kind === "number" ? "decimal" : undefined}
        maxLength={question.kind === "number" ? 20 : APPLICATION_LIMITS.answer}
        aria-required={question.required}
        {...aria}
        className={question.kind === "number" ? "max-w-40" : undefined}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
