import { Link } from "#app/components/ui/link.tsx";
import type { Destination } from "#app/lib/content/destination-schema.ts";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { paths } from "#app/utils/paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Rating, TravelerCount } from "./rating";

/** A phone's name size by the longest word, none broken in 200 px: "Vietnam" 48 px down to "Guinea-Bissau" 24. */
const nameSizes = [
  { longest: 7, className: "text-5xl" },
  { longest: 9, className: "text-4xl" },
  { longest: 11, className: "text-3xl" },
] as const;

export function guideNameSize(name: string): string {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  return nameSizes.find((size) => longest <= size.longest)?.className ?? "text-2xl";
}

export function GuideHero({ destination, tripCount }: { destination: Destination; tripCount: number }) {
  const { name, tagline, image, imageAlt, rating, travelers } = destination;
  return (
    <header className="relative isolate overflow-hidden bg-teal-900 text-sand-50 [--picture-slot:var(--color-teal-900)]">
      <Picture
        image={image}
        alt={imageAlt}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <Container className="flex min-h-[28rem] flex-col gap-16 pt-8 pb-12 sm:min-h-[34rem] sm:pb-16 lg:min-h-[38rem]">
        <Link
          to={paths.destinations}
          className="inline-flex w-fit items-center gap-2 rounded-full bg-ink-900/80 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-ink-900"
        >
          <Icon name="arrow-left" className="size-4" />
          {destinationsCopy.guide.backLink}
        </Link>
        {/* A scrim behind the words only, so that the picture keeps its colours. */}
        <div className="mt-auto w-fit max-w-full rounded-4xl bg-ink-900/80 px-5 py-5 shadow-[0_0_48px_24px_color-mix(in_oklab,var(--color-ink-900)_80%,transparent)] sm:px-8 sm:py-7">
          <Eyebrow tone="light">{destinationsCopy.guide.eyebrow}</Eyebrow>
          <h1 className={`mt-3 ${guideNameSize(name)} font-semibold text-white sm:text-6xl lg:text-7xl`}>{name}</h1>
          <p className="mt-4 font-display text-2xl font-semibold text-sand-100 italic sm:text-3xl">{tagline}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sand-100">
            <Rating value={rating} className="text-white" />
            <p className="inline-flex items-center gap-2">
              <TravelerCount travelers={travelers} tone="light" />
            </p>
          </div>
          {tripCount > 0 ? (
            <a
              href="#guide-trips"
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-saffron-500 px-5 py-2.5 font-semibold text-ink-900 transition-colors hover:bg-saffron-400"
            >
              {destinationsCopy.guide.tripsLink(tripCount)}
              <Icon name="arrow-down" className="size-4" />
            </a>
          ) : null}
        </div>
      </Container>
    </header>
  );
}
