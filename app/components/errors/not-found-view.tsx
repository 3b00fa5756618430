import { useEffect } from "react";
import { useLocation } from "react-router";
import { notFoundPage as copy } from "#app/data/page-copy/not-found.ts";
import { StatusPageView } from "./status-page-view";

/** The 404 page (specification): '404', 'Page Not Found', the message and a way home. */
export function NotFoundView() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return <StatusPageView status={copy.heading} title={copy.title} message={copy.message} homeLink={copy.homeLink} />;
}
