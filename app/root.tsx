import { Links, Meta, Outlet, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import frauncesBasic from "#app/styles/fonts/fraunces-basic.woff2?url";
import figtreeBasic from "#app/styles/fonts/figtree-basic.woff2?url";
import { prefetchedPages } from "#app/data/navigation.ts";
import { site } from "#app/data/site.ts";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { offlinePage } from "#app/data/page-copy/offline.ts";
import { unexpectedErrorPage } from "#app/data/page-copy/unexpected-error.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { rootElementId } from "#app/lib/browser/start-up.ts";
import { markDocumentHydrated, useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { useIdleStartUp } from "#app/lib/hooks/use-idle-start-up.ts";
import { NotFoundView } from "#app/components/errors/not-found-view.tsx";
import { OfflineView } from "#app/components/errors/offline-view.tsx";
import { UnexpectedErrorView } from "#app/components/errors/unexpected-error-view.tsx";
import { PageScripts } from "#app/components/layout/page-scripts.tsx";
import { RouteAnnouncer } from "#app/components/layout/route-announcer.tsx";
import { ScrollToTop } from "#app/components/layout/scroll-to-top.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { SocialBar } from "#app/components/layout/social-bar.tsx";
import "./styles/app.css";

const mainId = "main";

export const links: Route.LinksFunction = () => [
  // The basic subsets are needed by every page's first render: fetch them with the stylesheet.
  { rel: "preload", href: frauncesBasic, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: figtreeBasic, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "dns-prefetch", href: site.contactForm.host },
  { rel: "dns-prefetch", href: site.chat.host },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The blog's RSS feed, announced on every page for feed readers.
  { rel: "alternate", type: "application/rss+xml", title: `${site.brandName} Travel Blog`, href: paths.blogFeed },
];

/**
 * Marks the document once React has hydrated it and rendered what waited for hydration (useHydrated,
 * a transition that follows the first commit): `<html data-hydrated>` is what the browser tests
 * wait for (docs/decisions/155-tests.md). A component of its own, so that only
 * it renders again when the transition lands.
 */
function HydrationMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    markDocumentHydrated();
    document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return null;
}

/** The document shell: every page, the 404 page and the error screen are drawn inside it. */
export function Layout({ children }: { children: ReactNode }) {
  useIdleStartUp();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <Meta />
        <Links />
        {/* Specification: the page head asks for the four main pages ahead of time. With scripts, the
            hints join the head once the page has gone quiet (useIdleStartUp); a browser without
            scripts reads these. With scripts on, a <noscript> is inert text, so its hints never
            compete with the first paint (docs/decisions/136-the-sites-speed-measured-by-lighthouse-ci.md). */}
        <noscript>
          {prefetchedPages.map((href) => (
            <link key={href} rel="prefetch" href={href} />
          ))}
        </noscript>
      </head>
      <body>
        <div id={rootElementId} className="flex min-h-dvh flex-col">
          <SkipLink />
          <SiteHeader />
          <main id={mainId} tabIndex={-1} className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <SocialBar />
          <ScrollToTop />
          <RouteAnnouncer targetId={mainId} />
        </div>
        <HydrationMark />
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Offline, a page's data cannot be fetched: on a client-side navigation, or when the service
 * worker answered with the offline page for an address that was never saved.
 */
function isOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}

/**
 * The tags of a page the error boundary below draws: React Router then reads the root's meta alone,
 * and without this the tab would have no title (the offline page shown for a page never saved on
 * the device, once the app has hydrated over it). The unexpected-error screen writes its own.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404)
    return seo({
      title: notFoundPage.title,
      description: notFoundPage.description,
      path: paths.notFound,
      noindex: true,
    });
  if (isOffline()) return seo({ ...offlinePage, path: paths.offline, noindex: true });
  return [];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isOffline()) return <OfflineView />;
  console.error(unexpectedErrorPage.title, error);
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <UnexpectedErrorView detail={detail} />;
}
