import { data } from "react-router";
import type { Route } from "./+types/fragment";
import { renderFragment } from "#app/fragments/build-fragments.server.tsx";

/**
 * A part of a page drawn when the site builds, as its own file (`/fragments/<name>.html`), for a
 * client-side navigation to fetch: the page's route data does not carry it
 * (docs/decisions/143-code-layers-and-imports.md). Prerendered for every
 * fragment the site has (react-router.config.ts); any other name is not found.
 */
export function loader({ params }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.html$/.exec(params.file)?.[1];
  const markup = name ? renderFragment(name) : undefined;
  if (markup === undefined) throw data(null, { status: 404 });
  return new Response(markup, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
