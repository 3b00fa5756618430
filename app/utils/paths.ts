/** Every internal URL of the site is built here, so a renamed route changes in one place. */
export const paths = {
  home: "/",
  about: "/about",
  blog: "/blog",
  blogArticle: (slug: string) => `/blog/${slug}`,
  /** The blog's RSS 2.0 feed (a prerendered resource route). */
  blogFeed: "/blog/rss.xml",
  destinations: "/destinations",
  destination: (slug: string) => `/destinations/${slug}`,
  trips: "/trips",
  trip: (slug: string) => `/trips/${slug}`,
  /** The trip composer: the answers become a chat message. */
  plan: "/plan",
  /** The trip composer with a sample trip chosen, and a month (0-11) when given: "Customise this trip". */
  planTrip: (slug: string, month?: number) =>
    `/plan?${new URLSearchParams({ trip: slug, ...(month === undefined ? {} : { month: String(month + 1) }) })}`,
  services: "/services",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  notFound: "/404",
  /** The page the servers send, as 400.html, for an address they cannot read (never linked). */
  badRequest: "/bad-request",
  /** Shown by the service worker for a page that is not saved on the device while offline. */
  offline: "/offline",
} as const;
