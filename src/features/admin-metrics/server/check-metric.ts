import "server-only";
import { AppError } from "@/lib/errors";
import { OKR_FLAG_KEY } from "../labels";
import { metricByKey, type MetricDefinition } from "./metrics";

/*
 * Which metrics a key result may be bound to (decision 058): any of the catalogue's while the flag
 * okr_non_google is on; only the Google Analytics ones (figures typed in by administrators) while it
 * is off, since Upstep's own data is exactly what the flag keeps out of the OKR dashboard.
 */
export function keyResultMetric(metricKey: string, showFirstParty: boolean): MetricDefinition {
  const metric = metricByKey(metricKey);
  if (!metric) throw new AppError("BAD_REQUEST", "Choose a metric from the list.", { issues: [{ path: "metricKey", message: "Choose a metric from the list." }] });
  if (metric.source === "first-party" && !showFirstParty) {
    const message = `${metric.label} is Upstep's own data, which the OKR dashboard shows only while the ${OKR_FLAG_KEY} flag is on. Choose a Google Analytics metric.`;
    throw new AppError("BAD_REQUEST", message, { issues: [{ path: "metricKey", message }] });
  }
  return metric;
}

/** Figures are typed in only for Google Analytics metrics; Upstep's own are counted. */
export function manualMetric(metricKey: string): MetricDefinition {
  const metric = metricByKey(metricKey);
  if (!metric || metric.source !== "google-analytics") {
    const message = "Choose a Google Analytics metric: Upstep counts its own metrics itself.";
    throw new AppError("BAD_REQUEST", message, { issues: [{ path: "metricKey", message }] });
  }
  return metric;
}
