import { destinationsCopy } from "~/data/destinations";
import type { MapWithPlaces } from "~/lib/maps/map-drawing";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { LegendSymbol, MapFigure } from "~/components/maps/map-figure";
import { PlaceList } from "~/components/maps/place-list";

/** Where the guide's places are: the country's map, its key and the same places as a list. */
export function GuideMapSection({ name, map }: { name: string; map: MapWithPlaces }) {
  const copy = destinationsCopy.guide.map;
  return (
    <section aria-labelledby="guide-map" className="pt-16 sm:pt-24">
      <Container>
        <SectionHeading id="guide-map" eyebrow={copy.eyebrow} title={copy.heading(name)} lead={copy.lead} />
        {/* Below the fold: the browser lays the drawing out only when it comes near the screen. */}
        <div className="mt-10 grid items-start gap-10 [contain-intrinsic-size:auto_900px] [content-visibility:auto] lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-16">
          <figure className="mx-auto w-full max-w-md">
            <MapFigure drawing={map.drawing} />
            <figcaption className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
              <span className="flex items-center gap-2">
                <LegendSymbol kind="attraction" />
                {copy.legendAttraction}
              </span>
              <span className="flex items-center gap-2">
                <LegendSymbol kind="capital" />
                {copy.legendCapital}
              </span>
              <span className="flex items-center gap-2">
                <LegendSymbol kind="office" />
                {copy.legendOffice}
              </span>
              <span>{copy.scaleNote}</span>
            </figcaption>
          </figure>
          <PlaceList id="guide-map-places" heading={copy.listHeading} groups={map.groups} />
        </div>
      </Container>
    </section>
  );
}
