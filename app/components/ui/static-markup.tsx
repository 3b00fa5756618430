/**
 * Markup rendered when the site builds (see app/components/destinations/destination-markup.server.tsx), placed
 * as it is: the browser needs no code for what never changes after the build. It is the site's own
 * markup, made from its content files, never from a visitor's input.
 */
export function StaticMarkup({ html, className = "" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
