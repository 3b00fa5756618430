import { useEffect } from "react";
import { useLocation } from "react-router";
import { StatusPageView } from "./status-page-view";

const notFoundMessage =
  "The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.";

/** The 404 page (specification): '404', 'Page Not Found', the message and a way home. */
export function NotFoundView() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return <StatusPageView status="404" title="Page Not Found" message={notFoundMessage} />;
}
