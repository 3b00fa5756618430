import { createContext, useContext, useState } from "react";
import { fragmentPath } from "#app/utils/fragments.ts";

/**
 * Parts of a page drawn when the site builds (a map, a month-by-month table), placed as markup
 * without their data ever reaching the browser (docs/decisions/143-code-layers-and-imports.md):
 * - prerendering, the markup comes from the renderer that app/entry.server.tsx provides here;
 * - hydrating, it is taken from the page itself, as <Picture> takes its drawing;
 * - after a client-side navigation, the route's clientLoader has fetched it (`loadFragment`).
 * The route data carries none of it, so the page's HTML does not hold it twice.
 */
export const FragmentRenderer = createContext<((name: string) => string | undefined) | undefined>(undefined);

const attribute = "data-fragment";

export function BuildFragment({
  name,
  html,
  missing,
  className = "",
}: {
  name: string;
  /** The markup a clientLoader fetched (`loadFragment`), after a client-side navigation. */
  html?: string;
  /** What stands in its place when it could not be fetched (offline): a line pointing to a reload. */
  missing: string;
  className?: string;
}) {
  const render = useContext(FragmentRenderer);
  const [markup] = useState(() => {
    if (html !== undefined) return html;
    if (render) return render(name);
    return document.querySelector(`[${attribute}="${CSS.escape(name)}"]`)?.innerHTML;
  });
  if (markup === undefined) {
    return (
      <p className={className}>
        <a href={typeof window === "undefined" ? "" : window.location.pathname} className="underline">
          {missing}
        </a>
      </p>
    );
  }
  return <div {...{ [attribute]: name }} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** A fragment's markup for a route's clientLoader, or undefined when it cannot be fetched. */
export async function loadFragment(name: string): Promise<string | undefined> {
  try {
    const response = await fetch(fragmentPath(name));
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}
