import { destinationsCopy } from "~/data/destinations";
import { Section } from "~/components/ui/section";
import { StaticMarkup } from "~/components/ui/static-markup";

/** Where the guide's places are: the country's map, its key and the same places as a list. */
export function GuideMapSection({ name, html }: { name: string; html: string }) {
  const copy = destinationsCopy.guide.map;
  return (
    <Section
      id="guide-map"
      heading={{ eyebrow: copy.eyebrow, title: copy.heading(name), lead: copy.lead }}
      className="pt-16 sm:pt-24"
    >
      {/* Below the fold: the browser lays the map out only when it comes near the screen. */}
      <StaticMarkup
        html={html}
        className="mt-10 [contain-intrinsic-size:auto_1500px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_760px]"
      />
    </Section>
  );
}
