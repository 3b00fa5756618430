import { Scripts } from "react-router";

/**
 * React Router's <Scripts>, without the `<link rel="modulepreload">` hints it renders in the browser.
 *
 * The prerendered pages carry no such hints: the build removes them so that the page's JavaScript
 * is asked for after its content (docs/decisions/142-scripts-after-the-content.md). In the browser,
 * <Scripts> renders them again while React hydrates; React finds them missing from the document and
 * creates all twenty-odd links for modules already loaded. It did so in the commit that ends
 * hydration, one of the page's longest tasks.
 *
 * Links are hoisted into <head> by React and are not matched by position, so leaving them out
 * changes nothing else: the client renders <Scripts>' two inline scripts, in the same places and
 * with the same props, and React keeps their prerendered contents. (Its in-browser <Scripts> renders
 * their contents as a blank too.) The prerender (import.meta.env.SSR) uses <Scripts> itself.
 */
export function PageScripts() {
  if (import.meta.env.SSR) return <Scripts />;
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={blank} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={blank} type="module" async />
    </>
  );
}

const blank = { __html: " " };
