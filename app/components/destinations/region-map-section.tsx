import { regionMapCopy } from "~/data/destination-maps";
import { destinationsCopy } from "~/data/destination-copy";
import { fragmentNames } from "~/utils/fragments";
import { BuildFragment } from "~/components/ui/build-fragment";
import { SectionHeading } from "~/components/ui/section-heading";

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
