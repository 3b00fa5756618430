/**
 * A map drawn when the site builds (app/lib/maps/maps.server.ts renders its SVG). The markup is the
 * site's own, made from its content files, never from a visitor's input.
 */
export function MapSvg({ svg }: { svg: string }) {
  return <div className="w-full" dangerouslySetInnerHTML={{ __html: svg }} />;
}
