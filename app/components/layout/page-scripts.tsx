import { Scripts } from "react-router";
import { scriptNonce } from "#app/lib/script-nonce.ts";

/**
 * React Router's <Scripts> without the modulepreload hints it renders in the browser: the build removed
 * them from the page, and React would create them all again in the commit that ends hydration
 * (docs/decisions/142-scripts-after-the-content.md). The two inline scripts keep their prerendered text.
 */
export function PageScripts() {
  if (import.meta.env.SSR) return <Scripts nonce={scriptNonce} />;
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={blank} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={blank} type="module" async />
    </>
  );
}

const blank = { __html: " " };
