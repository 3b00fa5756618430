import type { Destination } from "#app/lib/content/destination-schema.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** Where the guide's places are: the country's map, its key and the same places as a list. */
export function GuideMapSection({ destination, html }: { destination: Destination; html?: string }) {
  const copy = destinationsCopy.guide.map;
  return (
    <Section
      id="guide-map"
      heading={{ eyebrow: copy.eyebrow, title: copy.heading(destination.name), lead: copy.lead }}
      className="pt-16 sm:pt-24"
    >
      {/* Below the fold: the browser lays the map out only when it comes near the screen. */}
      <BuildFragment
        name={fragmentNames.guideMap(destination.slug)}
        html={html}
        missing={destinationsCopy.fragmentMissing.map}
        className="mt-10 [contain-intrinsic-size:auto_1500px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_760px]"
      />
    </Section>
  );
}
