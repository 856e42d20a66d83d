import { PASSWORD_RULES, PASSWORD_TIP } from "../messages";

/** The password rules, each ticked as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={`flex items-center gap-2 ${met ? "text-success-700" : "text-slate-600"}`}>
              <span aria-hidden="true" className={`grid size-4 place-items-center rounded-full text-[10px] font-bold ${met ? "bg-success-700 text-white" : "border border-slate-400"}`}>
                {met ? "✓" : ""}
              </span>
              {rule.label}
              <span className="sr-only">{met ? " (met)" : " (not met yet)"}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-slate-500">{PASSWORD_TIP}</p>
    </div>
  );
}
