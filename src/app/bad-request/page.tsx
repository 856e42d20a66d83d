import type { Metadata } from "next";
import { connection } from "next/server";
import { ErrorPage } from "@/components/ui/error-page";

export const metadata: Metadata = { title: "Bad request", robots: { index: false } };

/*
 * The 400 page: the proxy rewrites a URL no route can serve here with status 400 (a path that does
 * not percent-decode, NUL in the path or query; lib/malformed-url.ts). Rendered per request, like
 * the 404 page, so the shell is drawn for the address the browser shows.
 */
export default async function BadRequest() {
  await connection();
  return <ErrorPage statusCode={400} />;
}
