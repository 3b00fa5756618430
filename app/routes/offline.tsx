import type { Route } from "./+types/offline";
import { offlinePage } from "~/data/page-copy/offline";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { OfflineView } from "~/components/errors/offline-view";

/** Prerendered, precached by the service worker and shown when a page cannot be fetched offline. */
export const meta: Route.MetaFunction = () => seo({ ...offlinePage, path: paths.offline, noindex: true });

export default function Offline() {
  return <OfflineView />;
}
