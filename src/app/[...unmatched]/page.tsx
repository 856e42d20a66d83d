import { notFound } from "next/navigation";
import { connection } from "next/server";

/*
 * Every path no route matches lands here and gets the 404 page rendered per request (decision 011).
 * Without it Next serves its build-time "/_not-found" page, whose shell (footer variant, header
 * rules) was rendered for the path "/_not-found" and mismatches the real path in the browser.
 * not-found.tsx itself cannot opt out of prerendering: it is also the fallback inside cached pages.
 */
export default async function UnmatchedPath(): Promise<never> {
  await connection();
  notFound();
}
