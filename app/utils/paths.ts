export const paths = {
  home: "/",
  about: "/about",
  blog: "/blog",
  blogArticle: (slug: string) => `/blog/${slug}`,
  blogFeed: "/blog/rss.xml",
  destinations: "/destinations",
  destination: (slug: string) => `/destinations/${slug}`,
  trips: "/trips",
  trip: (slug: string) => `/trips/${slug}`,
  plan: "/plan",
  /** The trip composer with a sample trip chosen, and a month (0-11). */
  planTrip: (slug: string, month?: number) =>
    `/plan?${new URLSearchParams({ trip: slug, ...(month === undefined ? {} : { month: String(month + 1) }) })}`,
  services: "/services",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  notFound: "/404",
  badRequest: "/bad-request",
  offline: "/offline",
} as const;
