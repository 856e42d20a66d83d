"use client";

/*
 * The header's interactive menus, in one chunk loaded after the page (deferred-menus.ts): Radix
 * DropdownMenu (category and avatar menus), Dialog and Accordion (the mobile overlay).
 */
export { AccountMenu } from "./account-menu";
export { CategoryMenu } from "./category-menu";
export { MobileNav } from "./mobile-nav";
