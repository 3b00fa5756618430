import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** After a client-side navigation, focus to the main content and the new title announced (docs/decisions/154). */
export function RouteAnnouncer({ targetId }: { targetId: string }) {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Let the new page's <title> land before reading it.
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(targetId)?.focus({ preventScroll: true });
      setMessage(document.title);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, targetId]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
