// No imports: build scripts (scripts/pipeline/images/social-images.ts) use this module outside Vite.

/** The link-preview picture made for every page. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** Where a page's link-preview picture is published: "/" -> /social/home.jpg, "/blog/x" -> /social/blog-x.jpg. */
export function socialImagePath(path: string): string {
  const key = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home";
  return `/social/${key}.jpg`;
}
