import type { PageCopy } from "./page-copy";

export const offlinePage = {
  title: "You're Offline",
  description: "This page is not saved on this device yet. Pages you have visited still open without a connection.",
  heading: "You're offline",
  lead: "This page isn't saved on this device yet. Pages you've already visited still open without a connection, and here is how to reach us:",
} as const satisfies PageCopy;
