import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { findRootElement, registerServiceWorker } from "~/lib/start-up";

findRootElement(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) {
  // Registered once the page has loaded, so the worker's downloads never compete with the page's.
  const register = () => void registerServiceWorker(navigator.serviceWorker);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
