import { describe, expect, it } from "vitest";
import { dueItems, nextBestSeasonEnd, type AgingEntry } from "./content-due";

const trip = (title: string, checked: string, validUntil: string): AgingEntry => ({
  title,
  file: `content/trips/${title}.yaml`,
  checked,
  validUntil,
});

describe("what is due in content", () => {
  const today = "2026-11-26";

  it("lists a price past its valid-until day as expired, and one within 30 days as expiring", () => {
    const items = dueItems(
      [
        trip("later", "2026-11-01", "2027-03-31"),
        trip("soon", "2026-11-01", "2026-12-26"),
        trip("yesterday", "2026-11-01", "2026-11-25"),
      ],
      today,
    );
    expect(items.map((item) => [item.title, item.reason])).toEqual([
      ["yesterday", "expired"],
      ["soon", "expiring"],
    ]);
    expect(items[0]!.text).toMatch(/Price on request/);
  });

  it("keeps a price valid through today off the list", () => {
    expect(dueItems([trip("today", "2026-11-01", today)], today)[0]?.reason).toBe("expiring");
    expect(dueItems([trip("today", "2026-11-01", "2027-01-01")], today)).toEqual([]);
  });

  it("lists a guide or trip last checked over a year ago", () => {
    const guide = { title: "Vietnam guide", file: "content/destinations/vietnam.yaml", checked: "2025-11-25" };
    expect(dueItems([guide, { ...guide, title: "fresh", checked: "2025-11-26" }], today)).toEqual([
      {
        title: "Vietnam guide",
        file: "content/destinations/vietnam.yaml",
        reason: "unchecked",
        text: "Last checked on 2025-11-25, over a year ago.",
      },
    ]);
  });

  it("lists a festival whose every listed date has passed, until its next dates are added", () => {
    const tet = { name: "Tet", country: "Vietnam", from: "2026-02-16", to: "2026-02-20" };
    const items = dueItems([], today, [tet, { ...tet, name: "Chuseok", country: "South Korea", to: "2026-11-26" }]);
    expect(items).toEqual([
      expect.objectContaining({ title: "Tet (Vietnam)", file: "content/settings/festivals.json", reason: "festival" }),
    ]);
    expect(dueItems([], today, [tet, { ...tet, from: "2027-02-05", to: "2027-02-10" }])).toEqual([]);
  });

  it("lists every trip's price checked before the price basis changed, until it is checked again", () => {
    const trips = [trip("before", "2026-11-24", "2027-06-30"), trip("after", "2026-12-07", "2027-06-29")];
    expect(dueItems(trips, today, [], { priceBasisSince: "2026-11-28" })).toEqual([
      expect.objectContaining({
        title: "before",
        reason: "basis",
        text: expect.stringMatching(/changed on 2026-11-28/),
      }),
    ]);
    expect(dueItems(trips, today, [], { priceBasisSince: "2026-11-24" })).toEqual([]);
  });

  it("lists a dated fact a month before its review day, and as lapsed from that day, saying what the pages print", () => {
    const fact = {
      id: "visa-rule",
      says: "Exempt until 31 December.",
      lapsed: "Check the official site.",
      reviewBy: "2026-12-20",
    };
    expect(dueItems([], today, [], { facts: [fact, { ...fact, id: "later", reviewBy: "2027-01-20" }] })).toEqual([
      expect.objectContaining({ title: "visa-rule", reason: "review", file: "content/settings/dated-facts.json" }),
    ]);
    expect(dueItems([], "2026-12-20", [], { facts: [fact] })).toEqual([
      expect.objectContaining({ reason: "lapsed", text: expect.stringContaining("“Check the official site.”") }),
    ]);
  });

  it("lists a festival's coming dates marked provisional until the official ones are set", () => {
    const tet = { name: "Tet", country: "Vietnam", from: "2027-02-05", to: "2027-02-10", provisional: true };
    const later = { ...tet, from: "2028-01-25", to: "2028-01-30" };
    expect(dueItems([], today, [later, tet])).toEqual([
      expect.objectContaining({
        title: "Tet (Vietnam)",
        reason: "provisional",
        text: expect.stringMatching(/^2027-02-05 to 2027-02-10 and 1 later date provisional/),
      }),
    ]);
    expect(dueItems([], today, [{ ...tet, provisional: false }])).toEqual([]);
  });

  describe("a price that lapses before the trip's next best season", () => {
    // November to March (a season across the new year), and July to August.
    const bestMonths = [10, 11, 0, 1, 2, 6, 7];

    it("finds the season in progress, or else the next to begin, across the year's end", () => {
      expect(nextBestSeasonEnd(bestMonths, today)).toBe("2027-03-31");
      expect(nextBestSeasonEnd(bestMonths, "2027-04-01")).toBe("2027-08-31");
      expect(nextBestSeasonEnd([1, 2, 3], "2026-12-31")).toBe("2027-04-30");
      expect(nextBestSeasonEnd([], today)).toBeUndefined();
      expect(nextBestSeasonEnd([...Array(12).keys()], today)).toBe("2027-10-31");
    });

    it("is listed, after expiring prices, until its valid-until day reaches the season's last day", () => {
      const items = dueItems(
        [
          { ...trip("short", "2026-11-01", "2027-02-28"), bestMonths },
          { ...trip("covered", "2026-11-01", "2027-03-31"), bestMonths },
          { ...trip("soon", "2026-11-01", "2026-12-01"), bestMonths },
        ],
        today,
      );
      expect(items.map((item) => [item.title, item.reason])).toEqual([
        ["soon", "expiring"],
        ["short", "season"],
      ]);
      expect(items[1]!.text).toMatch(/next best season runs to 2027-03-31/);
    });
  });
});
