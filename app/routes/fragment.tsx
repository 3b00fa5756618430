import { data } from "react-router";
import type { Route } from "./+types/fragment";
import { renderFragment } from "#app/fragments/build-fragments.server.tsx";

/** A build-time fragment as a file for client-side navigations (docs/decisions/143-code-layers-and-imports.md). */
export function loader({ params }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.html$/.exec(params.file)?.[1];
  const markup = name ? renderFragment(name) : undefined;
  if (markup === undefined) throw data(null, { status: 404 });
  return new Response(markup, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
