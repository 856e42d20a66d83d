import type { ReactNode } from "react";
import { ContentKindsNav } from "@/features/content-editor/components/content-kinds-nav";

/*
 * The content editor's frame: the kinds' sub-navigation above every /admin/content page. Access is
 * checked by each page (requirePagePermission), as in the admin layout.
 */
export default function AdminContentLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ContentKindsNav />
      {children}
    </div>
  );
}
