"use client";

import type { NavigationItem } from "@/features/content/types";
import { splitMenuItems, TOOLS_TRAINING_TITLE, type NavCategory } from "../nav-menus";
import { JOB_SEEKERS_MENU_WIDTH_PX, MENU_WIDTH_PX } from "../shell-constants";
import { DropdownMenu } from "./dropdown-menu";
import { ShellLink } from "./shell-link";

const TRIGGER =
  "inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100 aria-expanded:text-brand-700";
const PANEL = "absolute top-full z-50 mt-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xl";

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function MenuLink({ item, className = "" }: { item: NavigationItem; className?: string }) {
  return (
    <ShellLink href={item.url} className={`block rounded-lg p-2 no-underline hover:bg-brand-50 hover:no-underline focus-visible:bg-brand-50 ${className}`}>
      <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
      {item.description ? <span className="mt-0.5 block text-xs leading-snug text-slate-600">{item.description}</span> : null}
    </ShellLink>
  );
}

/*
 * Spec 2.4: one dropdown per content category. The Job Seekers menu is 1000px wide with 4-column
 * items (each spans 3 of 12 columns, four to a row); the other menus are 360px wide with full-width
 * items; the Tools & Training item spans 8 columns and holds the items of the tools-training group.
 * The wide menu is centred under the header bar (its wrapper is not positioned), the narrow ones
 * hang from their trigger.
 */
export function DesktopNav({ categories }: { categories: NavCategory[] }) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {categories.map((category) => {
          const wide = category.key === "job-seekers";
          const { plain, toolsHeading, tools } = splitMenuItems(category.items);
          return (
            <li key={category.key}>
              <DropdownMenu
                className={wide ? "" : "relative"}
                trigger={
                  <>
                    {category.label}
                    <Chevron />
                  </>
                }
                triggerClassName={TRIGGER}
                panelClassName={`${PANEL} ${wide ? "left-1/2 -translate-x-1/2" : "left-0"}`}
                panelStyle={{ width: wide ? JOB_SEEKERS_MENU_WIDTH_PX : MENU_WIDTH_PX, maxWidth: "calc(100vw - 2rem)" }}
              >
                {() => (
                  <div className="grid grid-cols-12 gap-2" data-menu={category.key}>
                    {plain.map((item) => (
                      <div key={`${item.title}:${item.url}`} className={wide ? "col-span-3" : "col-span-12"} data-menu-item>
                        <MenuLink item={item} />
                      </div>
                    ))}
                    {toolsHeading || tools.length > 0 ? (
                      <div className="col-span-8 rounded-lg bg-slate-50 p-2" data-menu-item data-tools-training>
                        {toolsHeading ? (
                          <MenuLink item={toolsHeading} />
                        ) : (
                          <p className="p-2 text-sm font-semibold text-slate-900">{TOOLS_TRAINING_TITLE}</p>
                        )}
                        <div className="grid grid-cols-2 gap-1">
                          {tools.map((item) => (
                            <MenuLink key={`${item.title}:${item.url}`} item={item} />
                          ))}
                        </div>
                      </div>
                    ) : null}
                  </div>
                )}
              </DropdownMenu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
