import { formatCurrency } from "@/lib/validation/fields";
import { PAY_PERIODS } from "../constants";
import type { CompensationPrefsView } from "../types";

/** "$45,000.00 to $55,000.00 per year, open to negotiation"; null when no amount is saved. */
export function payRangeText(c: CompensationPrefsView): string | null {
  const { payMinCents: min, payTargetCents: target } = c;
  if (min === null && target === null) return null;
  const amounts = min !== null && target !== null ? (min === target ? formatCurrency(min) : `${formatCurrency(min)} to ${formatCurrency(target)}`) : min !== null ? `At least ${formatCurrency(min)}` : `Aiming for ${formatCurrency(target!)}`;
  const period = PAY_PERIODS.find((p) => p.value === c.payPeriod)?.label;
  return `${amounts}${period ? ` ${period}` : ""}${c.openToNegotiation ? ", open to negotiation" : ""}`;
}
