import { destinationsCopy } from "#app/data/destination-copy.ts";
import { attractionVisitMessage } from "#app/data/prefilled-messages/destinations.ts";
import { chatLink } from "#app/lib/links.ts";
import type { ShownAttraction } from "#app/lib/content/destination-schema.ts";
import { slugify } from "#app/utils/slug.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";

export function AttractionCard({ attraction, country }: { attraction: ShownAttraction; country: string }) {
  const { name, location, description, type, duration, image, imageAlt } = attraction;
  return (
    // The target of the guide map's pin.
    <article
      id={slugify(name)}
      data-place="card"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card target:ring-4 target:ring-saffron-400"
    >
      <div className="relative aspect-[4/3] bg-sand-100">
        <Picture
          image={image}
          alt={imageAlt}
          sizes="(min-width: 80rem) 25rem, (min-width: 48rem) 50vw, 100vw"
          className="h-full w-full object-cover"
        />
        <p className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-[0.08em] text-teal-800 uppercase shadow-card">
          <span className="sr-only">Type: </span>
          {type}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 className="text-xl font-semibold text-ink-900 sm:text-[1.375rem]">{name}</h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-teal-700">
          <Icon name="map-pin" className="size-4 shrink-0" />
          <span className="sr-only">Location: </span>
          {location}
        </p>
        <p className="mt-4 flex-1 text-ink-700">{description}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-5">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-700">
            <Icon name="clock" className="size-5 text-saffron-600" />
            <span className="sr-only">Suggested time: </span>
            {duration}
          </p>
          {/* The visible text is the same on every card; the name says which attraction. */}
          <ExternalButton
            href={chatLink(attractionVisitMessage(name, country))}
            label={`${destinationsCopy.guide.planVisit} to ${name}`}
          >
            {destinationsCopy.guide.planVisit}
          </ExternalButton>
        </div>
      </div>
    </article>
  );
}
