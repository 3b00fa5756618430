import type { MetaDescriptor } from "react-router";
import { site } from "#app/data/site.ts";
import { socialImagePath, socialImageSize } from "#app/lib/social-image.ts";
import { breadcrumbSchema, breadcrumbTrail, type JsonLd, organizationSchema } from "#app/lib/structured-data.ts";

export interface PageSeo {
  /** The page's own title; the brand is added after it. */
  title: string;
  description: string;
  /** The page's path, from `paths`. */
  path: string;
  type?: "website" | "article";
  /** Search keywords for the page's keywords meta tag, when the page has its own. */
  keywords?: readonly string[];
  /** Pages that must not be indexed (the 404 page) get no canonical address either. */
  noindex?: boolean;
  /**
   * The page's own schema.org data (BlogPosting, TouristDestination); breadcrumbs are added here.
   * Only the prerendered HTML carries structured data: pass it under `import.meta.env.SSR`, so that
   * its code stays out of the browser's bundle.
   */
  structuredData?: readonly JsonLd[];
  /** Describe the agency itself (TravelAgency, offices, support line) on this page. */
  describesAgency?: boolean;
  /** The page's name in the breadcrumb trail, when shorter than its title. */
  breadcrumb?: string;
}

/** An absolute URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.origin}/`).href;
}

/** "About Saffron Route | Saffron Route" reads badly: the brand is added only when missing. */
export function documentTitle(title: string): string {
  if (title === site.brandName) return `${site.brandName} | ${site.tagline}`;
  return title.includes(site.brandName) ? title : `${title} | ${site.brandName}`;
}

/**
 * The complete set of head tags for a page. React Router uses only the deepest route's `meta`,
 * so every route returns this whole list instead of adding to a parent's.
 */
export function seo({
  title,
  description,
  path,
  type = "website",
  noindex = false,
  keywords = [],
  structuredData = [],
  describesAgency = false,
  breadcrumb,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...(keywords.length > 0 ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) {
    tags.push({ name: "twitter:card", content: "summary" }, { name: "robots", content: "noindex" });
  } else {
    const image = absoluteUrl(socialImagePath(path));
    // The picture shows the page's title and the brand: the full title says both, once each.
    const imageAlt = fullTitle;
    tags.push(
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(socialImageSize.width) },
      { property: "og:image:height", content: String(socialImageSize.height) },
      { property: "og:image:alt", content: imageAlt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: imageAlt },
      { tagName: "link", rel: "canonical", href: url },
    );
    // Structured data is for search engines, which read the prerendered HTML: built when the site
    // builds, never in the browser (its builders are left out of the bundle). After hydration the
    // page keeps the prerendered blocks (React leaves tags it did not render in <head> alone).
    if (import.meta.env.SSR) {
      const schemas: JsonLd[] = [
        ...(describesAgency ? [organizationSchema()] : []),
        ...(path === "/" ? [] : [breadcrumbSchema(breadcrumbTrail(path, breadcrumb ?? title))]),
        ...structuredData,
      ];
      for (const schema of schemas) tags.push({ "script:ld+json": schema });
    }
  }
  return tags;
}
