import { Check } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { PASSWORD_RULES, PASSWORD_TIP } from "../messages";

/** The password rules, each ticked as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <ul className="flex flex-col gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={cn("flex items-center gap-2", met ? "text-success-soft-foreground" : "text-muted-foreground")}>
              <span
                aria-hidden="true"
                className={cn("grid size-4 shrink-0 place-items-center rounded-full", met ? "bg-success text-success-foreground" : "border border-input bg-card")}
              >
                {met ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
              {rule.label}
              <span className="sr-only">{met ? " (met)" : " (not met yet)"}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-muted-foreground">{PASSWORD_TIP}</p>
    </div>
  );
}
