import type { RequisitionAnswer } from "../types";

/** How a panel of the requisition page runs an API call: the page shows the answer, or the error (decision 045). Resolves whether it worked. */
export type Act = (label: string, call: () => Promise<RequisitionAnswer>) => Promise<boolean>;
