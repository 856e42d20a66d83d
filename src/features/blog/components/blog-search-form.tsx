import { Button } from "@/components/ui/button";
import { Search } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BLOG_SEARCH_PATH } from "@/lib/blog-routes";

/** A plain GET form to /blog-feed/search (works without script); keeps what was typed. */
export function BlogSearchForm({ query = "", id = "blog-search" }: { query?: string; id?: string }) {
  return (
    <form action={BLOG_SEARCH_PATH} method="get" role="search" className="flex w-full max-w-xl flex-col gap-2">
      <Label htmlFor={id}>Search the blog</Label>
      <div className="flex gap-2">
        <Input id={id} name="q" type="search" defaultValue={query} maxLength={200} placeholder="e.g. salary negotiation" className="flex-1" />
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" /> Search
        </Button>
      </div>
    </form>
  );
}
