import { Badge } from "@/components/ui/badge";
import { SlidersHorizontal } from "@/components/ui/icons";

/** "Filters" with the number applied: rendered on the server and handed to FiltersSheet. */
export function FiltersLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {count ? (
        <>
          <span className="sr-only"> (</span>
          <Badge tone="primary" className="px-2">
            {count}
          </Badge>
          <span className="sr-only"> applied)</span>
        </>
      ) : null}
    </>
  );
}
