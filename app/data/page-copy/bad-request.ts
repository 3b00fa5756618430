import type { PageCopy } from "./page-copy";

/** The 400 page, sent for an address the server cannot read (a broken percent-encoding). */
export const badRequestPage = {
  title: "Address Not Understood",
  description: "The address in your browser could not be read.",
  heading: "400",
  lead: "The address in your browser has a broken character in it, so we could not read it. It may have been cut short when the link was copied. Check the link, or start again from the home page.",
  homeLink: "Return to Home",
} as const satisfies PageCopy & { homeLink: string };
