import { destinationsCopy } from "~/data/destinations";
import type { RenderedMap } from "~/lib/maps/map-drawing";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { LegendSymbol } from "~/components/maps/legend-symbol";
import { MapSvg } from "~/components/maps/map-svg";
import { PlaceList } from "~/components/maps/place-list";

/** Where the guide's places are: the country's map, its key and the same places as a list. */
export function GuideMapSection({ name, map }: { name: string; map: RenderedMap }) {
  const copy = destinationsCopy.guide.map;
  const key = [
    { kind: "attraction", text: copy.legendAttraction },
    { kind: "capital", text: copy.legendCapital },
    { kind: "office", text: copy.legendOffice },
  ] as const;
  return (
    <section aria-labelledby="guide-map" className="pt-16 sm:pt-24">
      <Container>
        <SectionHeading id="guide-map" eyebrow={copy.eyebrow} title={copy.heading(name)} lead={copy.lead} />
        {/* Below the fold: the browser lays the drawing out only when it comes near the screen. */}
        <div className="mt-10 grid items-start gap-10 [contain-intrinsic-size:auto_1500px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_760px] lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-16">
          <figure className="mx-auto w-full max-w-md">
            <MapSvg svg={map.svg} />
            <figcaption className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
              {key
                .filter((entry) => map.kinds.includes(entry.kind))
                .map((entry) => (
                  <span key={entry.kind} className="flex items-center gap-2">
                    <LegendSymbol kind={entry.kind} />
                    {entry.text}
                  </span>
                ))}
              <span>{copy.scaleNote}</span>
            </figcaption>
          </figure>
          <PlaceList id="guide-map-places" heading={copy.listHeading} groups={map.groups} />
        </div>
      </Container>
    </section>
  );
}
