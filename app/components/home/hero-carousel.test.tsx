// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { carouselIntervalMs, heroSlides } from "#app/data/home.ts";
import { HeroCarousel } from "./hero-carousel";

function renderCarousel() {
  return render(
    <MemoryRouter>
      <HeroCarousel title="Your gateway to extraordinary journeys" slides={heroSlides} />
    </MemoryRouter>,
  );
}

/** The name of the slide that is shown (the only one not inert), as its dot names it. */
function currentSlide(): string {
  const current = screen
    .getAllByRole("button", { name: /^Go to slide/ })
    .filter((dot) => dot.getAttribute("aria-current") === "true");
  expect(current).toHaveLength(1);
  return current[0]!.getAttribute("aria-label")!.replace(/^Go to slide \d: /, "");
}

function slides(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets the given number of the carousel's intervals pass, one at a time, as a reader would see them. */
function waitIntervals(count: number) {
  for (let step = 0; step < count; step += 1) wait(carouselIntervalMs);
}

/** Clicks with the mouse: fake timers and user-event do not mix, so the click is dispatched directly. */
function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the hero carousel", () => {
  it("is a labelled carousel region whose slides announce their position", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Featured destinations" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(slides().every((slide) => slide.getAttribute("role") === "group")).toBe(true);
  });

  it("renders every slide, showing the first and making the others inert", () => {
    renderCarousel();
    expect(slides()).toHaveLength(3);
    for (const name of ["Vietnam", "South Korea", "Sri Lanka"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    expect(slides()[0]).not.toHaveAttribute("inert");
    expect(slides()[1]).toHaveAttribute("inert");
    expect(slides()[2]).toHaveAttribute("inert");
    expect(currentSlide()).toBe("Vietnam");
  });

  it("loads the first picture at once and the others lazily", () => {
    renderCarousel();
    const [first, second, third] = slides().map((slide) => slide.querySelector("img"));
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(third).toHaveAttribute("loading", "lazy");
  });

  it("advances every 4 seconds, not before", () => {
    renderCarousel();
    // The specification's interval, pinned here once; every other wait reads the constant.
    expect(carouselIntervalMs).toBe(4000);
    wait(carouselIntervalMs - 1);
    expect(currentSlide()).toBe("Vietnam");
    wait(1);
    expect(currentSlide()).toBe("South Korea");
    expect(slides()[0]).toHaveAttribute("inert");
    expect(slides()[1]).not.toHaveAttribute("inert");
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("Sri Lanka");
  });

  it("wraps from the last slide to the first", () => {
    renderCarousel();
    waitIntervals(2);
    expect(currentSlide()).toBe("Sri Lanka");
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("Vietnam");
  });

  it("goes back from the first slide to the last, and forward with the next button", () => {
    renderCarousel();
    click("Previous slide");
    expect(currentSlide()).toBe("Sri Lanka");
    click("Next slide");
    expect(currentSlide()).toBe("Vietnam");
    click("Next slide");
    expect(currentSlide()).toBe("South Korea");
  });

  it("has one named dot per slide that sets it", () => {
    renderCarousel();
    const dots = screen.getAllByRole("button", { name: /^Go to slide/ });
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual([
      "Go to slide 1: Vietnam",
      "Go to slide 2: South Korea",
      "Go to slide 3: Sri Lanka",
    ]);
    click("Go to slide 3: Sri Lanka");
    expect(currentSlide()).toBe("Sri Lanka");
    expect(slides()[2]).not.toHaveAttribute("inert");
  });

  it("stops rotating when paused, and starts again when played", () => {
    renderCarousel();
    click("Pause slide rotation");
    waitIntervals(3);
    expect(currentSlide()).toBe("Vietnam");
    // Focus on the play/pause control itself does not hold rotation once it is playing again.
    const control = screen.getByRole("button", { name: "Start slide rotation" });
    act(() => control.focus());
    fireEvent.click(control);
    expect(control).toHaveAccessibleName("Pause slide rotation");
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("South Korea");
  });

  it("holds rotation while the pointer is over the slide's text or its controls", () => {
    renderCarousel();
    const title = screen.getByRole("heading", { level: 2, name: "Vietnam" });
    fireEvent.pointerEnter(title, { pointerType: "mouse" });
    waitIntervals(2);
    expect(currentSlide()).toBe("Vietnam");
    fireEvent.pointerLeave(title, { pointerType: "mouse" });
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("South Korea");
    const pause = screen.getByRole("button", { name: "Pause slide rotation" });
    fireEvent.pointerEnter(pause, { pointerType: "mouse" });
    waitIntervals(2);
    expect(currentSlide()).toBe("South Korea");
  });

  it("keeps rotating while the pointer is over the rest of the picture, which may fill the screen", () => {
    renderCarousel();
    fireEvent.pointerEnter(within(slides()[0]!).getByRole("img"), { pointerType: "mouse" });
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("South Korea");
  });

  it("does not take a tap on a touch screen for hovering", () => {
    renderCarousel();
    fireEvent.pointerEnter(screen.getByRole("heading", { level: 2, name: "Vietnam" }), { pointerType: "touch" });
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("South Korea");
  });

  it("holds rotation while keyboard focus is inside it", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    waitIntervals(2);
    expect(currentSlide()).toBe("Vietnam");
    act(() => next.blur());
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("South Korea");
  });

  it("keeps holding rotation while focus moves from control to control", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Featured destinations" });
    const next = within(region).getByRole("button", { name: "Next slide" });
    const dot = within(region).getByRole("button", { name: "Go to slide 2: South Korea" });
    act(() => next.focus());
    fireEvent.blur(next, { relatedTarget: dot });
    act(() => dot.focus());
    waitIntervals(2);
    expect(currentSlide()).toBe("Vietnam");
  });

  it("is not held by the focus a mouse click leaves on a control, once the pointer has left", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Featured destinations" });
    const next = within(region).getByRole("button", { name: "Next slide" });
    fireEvent.pointerEnter(next, { pointerType: "mouse" });
    fireEvent.pointerDown(next, { pointerType: "mouse" });
    act(() => next.focus());
    fireEvent.pointerUp(next, { pointerType: "mouse" });
    fireEvent.click(next);
    expect(currentSlide()).toBe("South Korea");
    waitIntervals(2);
    expect(currentSlide()).toBe("South Korea");
    fireEvent.pointerLeave(next, { pointerType: "mouse" });
    expect(next).toHaveFocus();
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("Sri Lanka");
  });

  it("does not rotate on its own when the reader prefers reduced motion", () => {
    mockReducedMotion(true);
    renderCarousel();
    waitIntervals(3);
    expect(currentSlide()).toBe("Vietnam");
    // The controls still work, and the reader may start the rotation themselves.
    click("Next slide");
    expect(currentSlide()).toBe("South Korea");
    expect(screen.getByRole("button", { name: "Start slide rotation" })).toBeInTheDocument();
  });

  it("rotates as usual when the reader has no motion preference", () => {
    mockReducedMotion(false);
    renderCarousel();
    wait(carouselIntervalMs);
    expect(currentSlide()).toBe("South Korea");
  });

  it("announces slide changes only while it is not rotating on its own", () => {
    renderCarousel();
    const live = document.querySelector("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "off");
    click("Pause slide rotation");
    expect(live).toHaveAttribute("aria-live", "polite");
  });
});
