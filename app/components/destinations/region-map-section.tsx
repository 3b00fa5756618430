import { regionMapCopy } from "#app/data/destination-maps.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** The overview's map: the destinations and the offices, with the same as a list. */
export function RegionMapSection({ html }: { html?: string }) {
  const copy = regionMapCopy;
  return (
    <section aria-labelledby="destinations-map">
      <SectionHeading id="destinations-map" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <BuildFragment
        name={fragmentNames.destinationsMap}
        html={html}
        missing={destinationsCopy.fragmentMissing.map}
        className="mt-10 [contain-intrinsic-size:auto_1000px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_460px]"
      />
    </section>
  );
}
