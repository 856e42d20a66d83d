import { CopyButton } from "@/features/account/components/copy-button";

/** Share URLs for a job; every network gets the canonical absolute URL. */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = shareUrls(url, title);
  const external = "text-sm font-medium";
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3">
      <h2 id="share-heading" className="text-base font-semibold">
        Share this job
      </h2>
      <div>
        <CopyButton text={url} label="Copy link" />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        <li>
          <a href={links.email} className={external}>
            Email
          </a>
        </li>
        <li>
          <a href={links.linkedIn} target="_blank" rel="noopener noreferrer" className={external}>
            LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.x} target="_blank" rel="noopener noreferrer" className={external}>
            X<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={external}>
            Facebook<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
