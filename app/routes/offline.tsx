import type { Route } from "./+types/offline";
import { offlinePage } from "#app/data/page-copy/offline.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { OfflineView } from "#app/components/errors/error-pages.tsx";

/** Precached by the service worker, shown for a page that cannot be fetched offline. */
export const meta: Route.MetaFunction = () => seo({ ...offlinePage, path: paths.offline, noindex: true });

export default function Offline() {
  return <OfflineView />;
}
