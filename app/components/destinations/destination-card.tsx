import type { Destination } from "#app/lib/content/destination-schema.ts";
import { paths } from "#app/utils/paths.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture, type PictureProps } from "#app/components/ui/picture.tsx";
import { Rating, TravelerCount } from "./rating";

/** One destination on the overview; 'Explore {name}' is a plain link: the specification asks for a full page load. */
export function DestinationCard({
  destination,
  placement = {},
}: {
  destination: Destination;
  placement?: Pick<PictureProps, "priority" | "firstScreenOn">;
}) {
  const { name, slug, tagline, image, imageAlt, summary, highlights, rating, travelers } = destination;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative aspect-[3/2] bg-sand-100">
        <Picture
          image={image}
          alt={imageAlt}
          {...placement}
          sizes="(min-width: 80rem) 25rem, (min-width: 48rem) 33vw, 100vw"
          className="h-full w-full object-cover"
        />
        <Rating
          value={rating}
          className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-sm text-ink-900 shadow-card"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <Eyebrow>{tagline}</Eyebrow>
        <h2 className="mt-2 text-2xl font-semibold text-ink-900 sm:text-[1.75rem]">{name}</h2>
        <p className="mt-3 text-ink-700">{summary}</p>
        <ul aria-label={`Highlights of ${name}`} className="mt-5 flex flex-wrap gap-2">
          {highlights.map((highlight) => (
            <li key={highlight} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-800">
              {highlight}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <p className="flex items-center gap-2 border-t border-sand-200 pt-5 text-ink-600">
            <TravelerCount travelers={travelers} tone="dark" />
          </p>
          <a href={paths.destination(slug)} className={buttonClasses("secondary", "mt-6 w-full")}>
            Explore {name}
            <Icon name="arrow-right" />
          </a>
        </div>
      </div>
    </article>
  );
}
