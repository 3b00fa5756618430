import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";
import { loadsAsDocument } from "#app/lib/page-policies.ts";

/** A link between pages whose policies differ loads a document (docs/decisions/137-page-policies-in-one-table.md). */
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

/** A link inside running text. */
export const inlineLink = "font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900";
