"use client";

/*
 * The header's interactive menus, in one chunk loaded after the page (deferred-menus.ts): Radix
 * DropdownMenu (category and avatar menus), Dialog and Accordion (the mobile overlay), and the
 * signed-in header's notification bell (it is never in a page's first load; decision 020).
 */
export { AccountMenu } from "./account-menu";
export { CategoryMenu } from "./category-menu";
export { MobileNav } from "./mobile-nav";
export { NotificationBell } from "@/features/notifications/components/notification-bell";
