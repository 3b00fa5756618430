import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { loadsAsDocument } from "#app/utils/paths.ts";

/**
 * The site's links to its own pages: React Router's, except that a page with a policy of its own
 * (the contact page) is always loaded as a document, with nothing prefetched for an in-app visit
 * that never happens. Every internal link goes through here (the linter refuses React Router's
 * directly), so the rule is kept in one place (docs/decisions/083-the-form-host-only-where-the-form-is.md).
 */
function documentLoad(to: To): Pick<LinkProps, "reloadDocument" | "prefetch"> {
  const pathname = typeof to === "string" ? to : to.pathname;
  return pathname !== undefined && loadsAsDocument(pathname) ? { reloadDocument: true, prefetch: "none" } : {};
}

export function Link(props: LinkProps) {
  return <RouterLink {...props} {...documentLoad(props.to)} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} {...documentLoad(props.to)} />;
}
