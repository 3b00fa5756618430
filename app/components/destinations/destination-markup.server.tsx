import { renderToStaticMarkup } from "react-dom/server";
import { mapCopy } from "~/data/destination-maps";
import type { DestinationName } from "~/data/destinations";
import { guideMap, regionMap } from "~/lib/maps/maps.server";
import type { DestinationGuide } from "~/lib/content/destination-guide";
import { MapWithPlacesView } from "~/components/maps/map-with-places";
import { WhenToGoTable } from "~/components/destinations/when-to-go-table";

/**
 * The parts of the destination pages that never change after the build, rendered to markup in the
 * route loaders: the maps (with their keys and lists of places) and the month-by-month table. The
 * pages place the markup as it is (StaticMarkup), so the browser downloads no code to draw them
 * (docs/decisions/023-maps-drawn-at-build-time.md).
 */

export interface GuideMarkup {
  map: string;
  months: string;
}

export function guideMarkup(name: DestinationName, guide: DestinationGuide): GuideMarkup {
  return {
    map: renderToStaticMarkup(
      <MapWithPlacesView
        map={guideMap(name, guide)}
        id="guide-map"
        layout="country"
        listHeading={mapCopy.guide.listHeading}
        scaleNote={mapCopy.guide.scaleNote}
      />,
    ),
    months: renderToStaticMarkup(<WhenToGoTable name={name} rows={guide.tips.whenToGo} />),
  };
}

export function overviewMapMarkup(): string {
  return renderToStaticMarkup(
    <MapWithPlacesView
      map={regionMap()}
      id="destinations-map"
      layout="region"
      listHeading={mapCopy.overview.listHeading}
    />,
  );
}
