// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadTrips } from "#app/lib/content/trips.server.ts";
import { tripViewOf } from "#app/lib/content/trip-view.ts";
import { bookingSteps, priceBasis, replyTime, termsSections } from "#app/data/booking.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import { TripPrice } from "./trip-price";

/** The first trip of content/trips, as a build on `today` shows it. */
const [trip] = loadTrips();
const viewOn = (today: string) => tripViewOf(trip!, trip!.slug, trip!.bestMonths, today);
/** The price as the page's text reads it (the rupee format's space is a no-break one). */
const priceText = (view: ReturnType<typeof viewOn>) => view.labels.price.replace(/\s/g, " ");

/** The day after `day` (YYYY-MM-DD). */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe("a trip's price on its page", () => {
  it("shows the number, when it was checked and until when it holds, up to its valid-until day", () => {
    render(<TripPrice trip={viewOn(trip!.price.validUntil)} />);
    const view = viewOn(trip!.price.validUntil);
    expect(screen.getByText(priceText(view))).toBeInTheDocument();
    expect(
      screen.getByText(
        `${tripsCopy.page.checked(view.priceLabels.checked)}, ${tripsCopy.page.validUntil(view.priceLabels.validUntil)}`,
      ),
    ).toBeInTheDocument();
    const basis = priceBasis;
    expect(screen.getByText(basis.gst, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(basis.tcs)).toBeInTheDocument();
  });

  it("says how booking works beside it, with the reply time, and links to the terms' sections", () => {
    render(<TripPrice trip={viewOn(trip!.price.validUntil)} />);
    const steps = screen.getByRole("region", { name: tripsCopy.page.howBooking });
    expect(within(steps).getAllByRole("listitem")).toHaveLength(bookingSteps.length);
    expect(within(steps).getByText(replyTime, { exact: false })).toBeInTheDocument();
    expect(within(steps).getByRole("link", { name: tripsCopy.page.termsBooking })).toHaveAttribute(
      "href",
      termsSections.booking,
    );
    expect(within(steps).getByRole("link", { name: tripsCopy.page.termsCancelling })).toHaveAttribute(
      "href",
      termsSections.cancelling,
    );
  });

  it("asks instead, by chat, once its valid-until day was yesterday", () => {
    const view = viewOn(dayAfter(trip!.price.validUntil));
    render(<TripPrice trip={view} />);
    expect(screen.getByText(tripsCopy.page.onRequest)).toBeInTheDocument();
    expect(screen.queryByText(priceText(view))).not.toBeInTheDocument();
    // Its name goes on to say where it opens (the chat app, in a new tab).
    const ask = screen.getByRole("link", { name: (name) => name.startsWith(tripsCopy.page.askPrice(trip!.title)) });
    expect(ask).toHaveAttribute("href", expect.stringContaining(encodeURIComponent(trip!.title)));
  });
});
