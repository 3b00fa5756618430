import { createContext, useContext, useState } from "react";
import { fragmentPath } from "#app/utils/fragments.ts";

/**
 * A part of a page drawn when the site builds (docs/decisions/143-code-layers-and-imports.md): from
 * app/entry.server.tsx's renderer when prerendering, from the page when hydrating, and from the
 * route's clientLoader (`loadFragment`) after a client-side navigation.
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
  html?: string;
  /** A link to reload the page stands in when the markup could not be fetched (offline). */
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

export async function loadFragment(name: string): Promise<string | undefined> {
  try {
    const response = await fetch(fragmentPath(name));
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}
