/**
 * The last path segment of a loader's request URL: the slug of an article or guide.
 * Prerendering may ask for the page's data file ("/blog/x.data"), so that suffix is dropped.
 */
export function slugFromUrl(url: string): string {
  const { pathname } = new URL(url, "http://localhost");
  const segments = pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? "");
}
