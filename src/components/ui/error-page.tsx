import { TryAgainLink } from "./try-again-link";

/*
 * The spec's error page (2.1): the status code with 'Page not found' for 404,
 * 'Sorry, this profile is no longer available.' for 410, otherwise 'Something went wrong, please'
 * followed by a 'try again' link that reloads the page. Server-renderable (the 404 and 403 pages
 * then ship no JavaScript of their own); only the reload link is a client component.
 */
export const ERROR_TEXTS = {
  notFound: "Page not found",
  gone: "Sorry, this profile is no longer available.",
  other: "Something went wrong, please",
  tryAgain: "try again",
} as const;

/** Where a visitor can go from an error page besides home (a 404's "did you mean" for a job board). */
export type ErrorPageLink = { href: string; label: string };

export function ErrorPage({ statusCode, links = [] }: { statusCode: number; links?: ErrorPageLink[] }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-primary">{statusCode}</p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">
        {statusCode === 404 ? (
          ERROR_TEXTS.notFound
        ) : statusCode === 410 ? (
          ERROR_TEXTS.gone
        ) : (
          <>
            {ERROR_TEXTS.other}{" "}
            <TryAgainLink>{ERROR_TEXTS.tryAgain}</TryAgainLink>
          </>
        )}
      </h1>
      {statusCode === 404 ? <p className="mt-3 text-muted-foreground">The page may have moved, or the link may be mistyped.</p> : null}
      <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-base font-semibold">
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load leaves the error state behind */}
          <a href="/">Go to the home page</a>
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
