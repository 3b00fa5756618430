import { destinationsCopy } from "~/data/destinations";
import { SectionHeading } from "~/components/ui/section-heading";
import { StaticMarkup } from "~/components/ui/static-markup";

/** The overview's map: the three destinations and the four offices, with the same as a list. */
export function RegionMapSection({ html }: { html: string }) {
  const copy = destinationsCopy.overview.map;
  return (
    <section aria-labelledby="destinations-map">
      <SectionHeading id="destinations-map" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <StaticMarkup html={html} className="mt-10 [contain-intrinsic-size:auto_1000px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_460px]" />
    </section>
  );
}
