import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";
import { loadsAsDocument } from "#app/lib/page-policies.ts";

/**
 * The site's links to its own pages: React Router's, except that a link between two pages whose
 * policies differ (to or from the contact page) loads its page as a document, with nothing
 * prefetched for an in-app visit that never happens. Every internal link goes through here (the
 * linter refuses React Router's directly), so the rule is kept in one place
 * (docs/decisions/137-page-policies-in-one-table.md).
 */
function useDocumentLoad(to: To): Pick<LinkProps, "reloadDocument" | "prefetch"> {
  const { pathname: from } = useLocation();
  const pathname = typeof to === "string" ? to : to.pathname;
  return pathname !== undefined && loadsAsDocument(from, pathname) ? { reloadDocument: true, prefetch: "none" } : {};
}

export function Link(props: LinkProps) {
  return <RouterLink {...props} {...useDocumentLoad(props.to)} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} {...useDocumentLoad(props.to)} />;
}
