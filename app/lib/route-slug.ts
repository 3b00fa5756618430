/** The slug in a loader's request URL; prerendering may ask for the data file ("/blog/x.data"). */
export function slugFromUrl(url: string): string {
  const { pathname } = new URL(url, "http://localhost");
  const segments = pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? "");
}
