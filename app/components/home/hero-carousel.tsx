import { useId } from "react";
import { carouselIntervalMs, type CarouselSlide } from "~/data/home";
import { planTripMessage } from "~/data/prefilled-messages/home";
import { chatLink } from "~/lib/links";
import { ButtonLink, ExternalButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { IconName } from "~/utils/icons";
import { useCarousel } from "./use-carousel";

/** A slide's text appears once the old one has gone; with reduced motion, at once (the global rule drops the fades). */
const slideTextShown = "visible opacity-100 transition-opacity delay-500 duration-500 motion-reduce:delay-0";
/** Fading out, it stays visible until the fade ends; visibility flips at the end of the transition. */
const slideTextHidden = "invisible opacity-0 transition-[opacity,visibility] duration-300";

interface HeroCarouselProps {
  /** The page's h1, fixed above the slides. */
  title: string;
  eyebrow?: string;
  slides: readonly CarouselSlide[];
  intervalMs?: number;
}

/**
 * The home page's hero: destination slides that cross-fade every four seconds (specification), built
 * on the WAI-ARIA carousel pattern: a labelled region, named controls with play/pause first, slides
 * that announce their position, and no motion the reader has not agreed to (see use-carousel.ts).
 * Every slide is in the prerendered HTML; the hidden ones are inert.
 */
export function HeroCarousel({ title, eyebrow, slides, intervalMs = carouselIntervalMs }: HeroCarouselProps) {
  const carousel = useCarousel(slides.length, intervalMs);
  const slidesId = useId();
  const count = slides.length;

  return (
    // 80vh, 90vh on large screens (specification), never so short that the text no longer fits; on a
    // phone held sideways the type compacts so that 80vh holds (docs/decisions/020).
    <div className="relative isolate h-[80vh] min-h-[36rem] overflow-hidden bg-teal-900 text-white lg:h-[90vh] short:min-h-[18rem]">
      <Container className="pointer-events-none absolute inset-x-0 top-0 z-10 pt-8 sm:pt-12 lg:pt-16 short:pt-4">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-eyebrow text-saffron-300 uppercase short:text-xs">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-2xl text-3xl font-semibold text-white sm:text-4xl lg:text-5xl short:mt-1 short:text-2xl">
          {title}
        </h1>
      </Container>

      <section
        aria-roledescription="carousel"
        aria-label="Featured destinations"
        className="absolute inset-0"
        {...carousel.holdHandlers}
      >
        {/* Controls come first in the reading order, the play/pause control first of all (WAI-ARIA APG). */}
        <div className="absolute inset-x-0 bottom-0 z-10">
          <Container className="flex items-center gap-2 pb-6 sm:pb-8 short:pb-3">
            <CarouselControl
              slidesId={slidesId}
              label={carousel.playing ? "Pause slide rotation" : "Start slide rotation"}
              icon={carousel.playing ? "pause" : "play"}
              onClick={carousel.togglePlaying}
              rotation
            />
            <CarouselControl
              slidesId={slidesId}
              label="Previous slide"
              icon="chevron-left"
              onClick={carousel.previous}
            />
            <ul className="flex items-center">
              {slides.map((slide, position) => {
                const current = position === carousel.index;
                return (
                  <li key={slide.name}>
                    <button
                      type="button"
                      aria-controls={slidesId}
                      aria-label={`Go to slide ${position + 1}: ${slide.name}`}
                      aria-current={current ? "true" : undefined}
                      onClick={() => carousel.goTo(position)}
                      className="group flex h-11 w-10 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className={`h-1.5 rounded-full transition-all duration-300 ${current ? "w-8 bg-saffron-400" : "w-4 bg-white/70 group-hover:bg-white"}`}
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
            <CarouselControl slidesId={slidesId} label="Next slide" icon="chevron-right" onClick={carousel.next} />
          </Container>
        </div>

        {/* Announces the new slide when the reader moves it; silent while it rotates on its own. */}
        <div id={slidesId} aria-live={carousel.rotating ? "off" : "polite"} className="absolute inset-0">
          {slides.map((slide, position) => {
            const current = position === carousel.index;
            return (
              <div
                key={slide.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                inert={!current}
                className="absolute inset-0"
              >
                {/* The pictures cross-fade over a second (specification), the new one over the old. */}
                <div
                  className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${current ? "opacity-100" : "opacity-0"}`}
                >
                  <Picture
                    image={slide.image}
                    alt={slide.alt}
                    priority={position === 0}
                    className="h-full w-full object-cover"
                  />
                  {/* Scrims: darker at the top (the h1) and the bottom (the slide text), the picture clear between. */}
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 bg-linear-to-b from-ink-900/75 via-ink-900/20 via-35% to-transparent"
                  />
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 bg-linear-to-t from-ink-900/95 via-ink-900/70 via-40% to-transparent to-75% lg:bg-linear-to-r lg:from-ink-900/90 lg:via-ink-900/55 lg:via-40% lg:to-transparent lg:to-70%"
                  />
                </div>
                {/* The texts never overlap: the old one fades out in the first 300 ms, the new one in over the last 500. */}
                <Container
                  className={`absolute inset-x-0 bottom-0 pb-24 sm:pb-28 short:pb-17 ${current ? slideTextShown : slideTextHidden}`}
                >
                  <p className="text-sm font-semibold tracking-eyebrow text-saffron-300 uppercase short:text-xs">
                    {slide.tagline}
                  </p>
                  <h2 className="mt-2 text-5xl font-semibold text-white sm:text-6xl lg:text-7xl short:mt-1 short:text-4xl">
                    {slide.name}
                  </h2>
                  <p className="mt-4 max-w-xl text-base text-sand-50 sm:text-lg short:mt-2 short:max-w-2xl short:text-sm">
                    {slide.description}
                  </p>
                  <div className="mt-6 flex flex-wrap gap-3 short:mt-3">
                    <ButtonLink to={slide.href}>Explore {slide.name}</ButtonLink>
                    <ExternalButton href={chatLink(planTripMessage(slide.name))} variant="light">
                      Plan my trip
                    </ExternalButton>
                  </div>
                </Container>
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}

/** A round icon button over the slides, named by its label. */
function CarouselControl({
  slidesId,
  label,
  icon,
  onClick,
  rotation = false,
}: {
  slidesId: string;
  label: string;
  icon: IconName;
  onClick: () => void;
  /** The play/pause control, which focus does not hold (use-carousel.ts). */
  rotation?: boolean;
}) {
  return (
    <button
      type="button"
      data-carousel-rotation={rotation ? "" : undefined}
      aria-controls={slidesId}
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full bg-ink-900/55 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-ink-900/80"
    >
      <Icon name={icon} />
    </button>
  );
}
