import { destinationsCopy } from "~/data/destinations";
import type { RenderedMap } from "~/lib/maps/map-drawing";
import { SectionHeading } from "~/components/ui/section-heading";
import { LegendSymbol } from "~/components/maps/legend-symbol";
import { MapSvg } from "~/components/maps/map-svg";
import { PlaceList } from "~/components/maps/place-list";

/** The overview's map: the three destinations and the four offices, with the same as a list. */
export function RegionMapSection({ map }: { map: RenderedMap }) {
  const copy = destinationsCopy.overview.map;
  return (
    <section aria-labelledby="destinations-map">
      <SectionHeading id="destinations-map" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <div className="mt-10 grid items-start gap-10 [contain-intrinsic-size:auto_1000px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_460px] lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
        <figure className="w-full">
          <MapSvg svg={map.svg} />
          <figcaption className="mt-4 flex items-center gap-2 text-sm text-ink-700">
            <LegendSymbol kind="office" />
            {destinationsCopy.guide.map.legendOffice}
          </figcaption>
        </figure>
        <PlaceList id="destinations-map-places" heading={copy.listHeading} groups={map.groups} />
      </div>
    </section>
  );
}
