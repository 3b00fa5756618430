import { Links, Meta, Outlet, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { Suspense, useEffect, type ReactNode } from "react";
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
import { scriptNonce } from "#app/lib/script-nonce.ts";
import { useHydrated, useNavigatedMark } from "#app/lib/hooks/use-hydrated.ts";
import { useIdleStartUp } from "#app/lib/hooks/use-idle-start-up.ts";
import { useCounts } from "#app/lib/hooks/use-counts.ts";
import { NotFoundView, OfflineView, UnexpectedErrorView } from "#app/components/errors/error-pages.tsx";
import { PageScripts } from "#app/components/layout/page-scripts.tsx";
import { RouteAnnouncer } from "#app/components/layout/route-announcer.tsx";
import { ScrollToTop } from "#app/components/layout/scroll-to-top.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SocialLinks } from "#app/components/layout/social-links.tsx";
import "./styles/app.css";

const mainId = "main";

export const links: Route.LinksFunction = () => [
  // Every page's first render needs the basic subsets.
  { rel: "preload", href: frauncesBasic, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: figtreeBasic, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "dns-prefetch", href: site.contactForm.host },
  { rel: "dns-prefetch", href: site.chat.host },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.brandName} Travel Blog`, href: paths.blogFeed },
];

/** `<html data-hydrated>` for the tests once hydration's transition lands; its own component (docs/decisions/142). */
function HydrationMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  useIdleStartUp();
  useNavigatedMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <Meta />
        <Links />
        {/* Specification: the head asks for the four main pages ahead; with scripts, once the page is quiet
            (useIdleStartUp), so these are for a browser without (docs/decisions/142). */}
        <noscript>
          {prefetchedPages.map((href) => (
            <link key={href} rel="prefetch" href={href} />
          ))}
        </noscript>
      </head>
      <body>
        <div id={rootElementId} className="flex min-h-dvh flex-col">
          <a
            href={`#${mainId}`}
            className="sr-only z-50 rounded-full bg-teal-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main id={mainId} tabIndex={-1} className="flex-1">
            {children}
          </main>
          {/* Hydrated after the page around it, in the same pass as the page's own boundaries; the mark
              follows it, so that it still says the whole page has hydrated (docs/decisions/174). */}
          <Suspense>
            <SiteFooter />
            <HydrationMark />
          </Suspense>
          {/* Below 1024 px a rail flush with the right edge, in the gutter every container keeps free, its
              focus rings drawn inside; from 1024 px a floating bar (docs/decisions/153). */}
          <aside
            aria-label="Social media and chat"
            data-place="social-bar"
            className="fixed right-0 bottom-20 z-30 lg:top-1/2 lg:right-3 lg:bottom-auto lg:-translate-y-1/2 print:hidden"
          >
            <SocialLinks
              className="flex flex-col gap-1 rounded-l-2xl bg-white/90 p-0.5 shadow-float backdrop-blur lg:gap-2 lg:rounded-full lg:p-1.5"
              linkClassName="flex size-8 items-center justify-center rounded-full text-teal-800 transition-colors hover:bg-teal-800 hover:text-white max-lg:focus-visible:-outline-offset-3 lg:size-11"
            />
          </aside>
          <ScrollToTop />
          <RouteAnnouncer targetId={mainId} />
        </div>
        <ScrollRestoration nonce={scriptNonce} />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  useCounts();
  return <Outlet />;
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}

/** For a page the error boundary draws React Router reads the root's meta alone: the tab's title comes from here. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404)
    return seo({ ...notFoundPage, path: paths.notFound, noindex: true });
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
