import type { MetaDescriptor } from "react-router";
import { site } from "#app/data/site.ts";
import { socialImagePath, socialImageSize } from "#app/lib/social-image.ts";
import { absoluteUrl, breadcrumbSchema, breadcrumbTrail, organizationSchema } from "#app/lib/structured-data.ts";
import type { JsonLd } from "#app/lib/structured-data.ts";

interface PageSeo {
  /** The brand is added after it. */
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  keywords?: readonly string[];
  /** Such a page (the 404 page) gets no canonical address either. */
  noindex?: boolean;
  /** Pass it under `import.meta.env.SSR`, so that its code stays out of the browser's bundle. */
  structuredData?: readonly JsonLd[];
  /** TravelAgency, offices, support line. */
  describesAgency?: boolean;
  /** The page's name in the breadcrumb trail, when shorter than its title. */
  breadcrumb?: string;
}

/** "About Saffron Route | Saffron Route" reads badly: the brand is added only when missing. */
export function documentTitle(title: string): string {
  if (title === site.brandName) return `${site.brandName} | ${site.tagline}`;
  return title.includes(site.brandName) ? title : `${title} | ${site.brandName}`;
}

/** Every head tag of a page: React Router uses only the deepest route's `meta`. */
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
    // For search engines, which read the prerendered HTML; after hydration React leaves these
    // blocks in <head> alone.
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
