import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { pageMetadata } from "@/features/shell/page-metadata";
import { JOIN_PATH, loginPath } from "@/lib/routes";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({ path: "/" });

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28">
        <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">Jobs · Learning · Events</p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Take the next step in your career with Upstep</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Find jobs near you or remote, build skills with courses and interview prep, and meet employers at events. Employers find, track and hire
          skilled talent in one place.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href={JOIN_PATH} className={buttonClasses("primary", "lg")}>
            Join Upstep, it&apos;s free
          </Link>
          <a href={loginPath()} className={buttonClasses("outline", "lg")}>
            Log in
          </a>
        </div>
      </div>
    </section>
  );
}
