import { useId } from "react";
import { replyPromise } from "#app/data/booking.ts";
import { carouselIntervalMs, heroActions, type CarouselSlide } from "#app/data/home.ts";
import { planTripMessage } from "#app/data/prefilled-messages/home.ts";
import { chatLink } from "#app/lib/links.ts";
import { ButtonLink, ExternalButton } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { IconName } from "#app/utils/icons.ts";
import { useCarousel } from "./use-carousel";

/** Specification: a one-second cross-fade; the old picture stays whole beneath the new one until it ends. */
const pictureShown = "-z-10 opacity-100 transition-opacity duration-1000 ease-in-out";
const pictureHidden = "-z-20 opacity-0 transition-opacity delay-1000 duration-0";
const slideTextShown = "visible opacity-100 transition-opacity delay-300 duration-500 motion-reduce:delay-0";
/** Visible until its fade-out ends: visibility flips at the end of the transition. */
const slideTextHidden = "invisible opacity-0 transition-[opacity,visibility] duration-300";

interface HeroCarouselProps {
  title: string;
  eyebrow?: string;
  slides: readonly CarouselSlide[];
}

/** Slides changing every four seconds (specification) on the WAI-ARIA carousel pattern (docs/decisions/153). */
export function HeroCarousel({ title, eyebrow, slides }: HeroCarouselProps) {
  const carousel = useCarousel(slides.length, carouselIntervalMs);
  const slidesId = useId();

  return (
    // Specification: 80vh, 90vh on large screens; taller where its text needs it.
    <div
      data-place="hero"
      className="relative isolate flex min-h-[80vh] flex-col justify-end overflow-hidden bg-teal-900 py-6 text-white [--picture-slot:var(--color-teal-900)] sm:py-10 lg:min-h-[90vh] short:py-3"
    >
      <Container>
        {/* The text's shade reaches into the gutter, keeping the text on the page's edge. No backdrop
            blur: a filter would make the panel the box the slides' pictures are placed in. */}
        <div className="-mx-5 w-fit rounded-3xl bg-ink-900/66 p-5">
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-eyebrow text-saffron-300 uppercase sm:text-sm short:text-xs">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 max-w-md text-[1.75rem] font-semibold text-white sm:text-4xl short:mt-1 short:text-2xl">
            {title}
          </h1>

          <section
            aria-roledescription="carousel"
            aria-label="Featured destinations"
            className="mt-6 short:mt-3"
            {...carousel.focusHandlers}
          >
            <div className="flex flex-col short:flex-row short:items-end short:gap-6">
              {/* Controls come first in the reading order, the play/pause control first of all (WAI-ARIA APG).
                  Without JavaScript they are not shown: the first slide stays, and /destinations lists every one. */}
              <div
                className="order-last mt-6 flex items-center gap-1 sm:gap-2 noscript:hidden short:mt-0"
                {...carousel.pointerHandlers}
              >
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
                          className="group flex h-10 w-8 items-center justify-center rounded-full sm:h-11 sm:w-10"
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
              </div>

              {/* Silent while it rotates on its own. The texts share one grid (a subgrid per slide), so
                  nothing moves as the slides change. */}
              <div id={slidesId} aria-live={carousel.rotating ? "off" : "polite"} className="grid">
                {slides.map((slide, position) => {
                  const current = position === carousel.index;
                  return (
                    <div
                      key={slide.name}
                      role="group"
                      aria-roledescription="slide"
                      aria-label={`${position + 1} of ${slides.length}`}
                      inert={!current}
                      className="col-start-1 row-span-4 row-start-1 grid grid-rows-subgrid"
                    >
                      {/* Placed against the whole hero, beneath the panel. */}
                      <div className={`absolute inset-0 ${current ? pictureShown : pictureHidden}`}>
                        <Picture
                          image={slide.image}
                          alt={slide.alt}
                          priority={position === 0}
                          fetched
                          className="h-full w-full object-cover"
                        />
                      </div>
                      <div
                        className={`row-span-4 grid max-w-md grid-rows-subgrid short:max-w-2xl ${current ? slideTextShown : slideTextHidden}`}
                        {...carousel.pointerHandlers}
                      >
                        <p className="text-xs font-semibold tracking-eyebrow text-saffron-300 uppercase sm:text-sm short:text-xs">
                          {slide.tagline}
                        </p>
                        <h2 className="mt-2 text-4xl font-semibold text-white sm:text-6xl short:mt-1 short:text-4xl">
                          {slide.name}
                        </h2>
                        <p className="mt-4 text-base text-sand-50 sm:text-lg short:mt-2 short:text-sm">
                          {slide.description}
                        </p>
                        <div className="mt-6 flex flex-wrap items-start gap-3 short:mt-3">
                          <ButtonLink to={slide.href}>{heroActions.explore(slide.name)}</ButtonLink>
                          <ExternalButton href={chatLink(planTripMessage(slide.name))} variant="light">
                            {heroActions.planTrip}
                          </ExternalButton>
                          <p className="w-full text-sm text-sand-100 short:hidden">{replyPromise.quick}</p>
                        </div>
                      </div>
                    </div>
                  );
                })}
              </div>
            </div>
          </section>
        </div>
      </Container>
    </div>
  );
}

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
  /** The play/pause control, whose focus does not hold the rotation (use-carousel.ts). */
  rotation?: boolean;
}) {
  return (
    <button
      type="button"
      data-carousel-rotation={rotation ? "" : undefined}
      aria-controls={slidesId}
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-white/40 bg-ink-900/55 text-white transition-colors hover:bg-ink-900/80 sm:size-11"
    >
      <Icon name={icon} />
    </button>
  );
}
