import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_COMPANIES_PATH, ADMIN_COMPANY_CREATE_PATH } from "@/lib/admin-routes";
import { listCompanyCategories } from "@/features/companies/server/queries";
import { CompanyCreateForm } from "@/features/admin-companies/components/company-create-form";

export const metadata: Metadata = { title: "New company" };

export default async function AdminCompanyCreatePage() {
  await requirePagePermission("admin", ADMIN_COMPANY_CREATE_PATH);
  const categories = await listCompanyCategories(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="text-sm">
        <Link href={ADMIN_COMPANIES_PATH}>← All companies</Link>
      </p>
      <header>
        <h1>New company</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Add an employer that is not on Upstep yet. It starts unclaimed: its people can claim it with an address at its website.
        </p>
      </header>
      <CompanyCreateForm categories={categories.map((c) => ({ id: c.id, name: c.name }))} />
    </div>
  );
}
