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
  services: "/services",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  notFound: "/404",
} as const;
