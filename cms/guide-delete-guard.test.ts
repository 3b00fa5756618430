import { describe, expect, it, vi } from "vitest";
import { guideInUse, refuseDeletingGuidesInUse } from "./guide-delete-guard";

/** A window with Decap's question answered "yes", at this address of the content manager. */
function fakeWindow(hash: string) {
  const confirm = vi.fn(() => true);
  const alert = vi.fn();
  const win = { confirm, alert, location: { hash } } as unknown as Window;
  return { win, confirm, alert };
}

const question = "Are you sure you want to delete this published entry?";
const trips = { Laos: [{ file: "content/trips/laos-slowly.yaml", title: "Laos Slowly" }] };

describe("deleting a guide in the content manager", () => {
  it("is refused while trips name its country, naming them, and Decap is not asked", () => {
    const { win, confirm, alert } = fakeWindow("#/collections/guides/entries/laos");
    refuseDeletingGuidesInUse([question], trips, win);
    expect(win.confirm(question)).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining("“Laos Slowly” (content/trips/laos-slowly.yaml)"));
  });

  it("goes ahead as Decap asks for a guide no trip uses, and for any other question or page", () => {
    const unused = fakeWindow("#/collections/guides/entries/cambodia");
    refuseDeletingGuidesInUse([question], trips, unused.win);
    expect(unused.win.confirm(question)).toBe(true);
    expect(unused.confirm).toHaveBeenCalledWith(question);

    const article = fakeWindow("#/collections/articles/entries/laos");
    refuseDeletingGuidesInUse([question], trips, article.win);
    expect(article.win.confirm(question)).toBe(true);
    expect(article.alert).not.toHaveBeenCalled();
  });

  it("says what to do, in the singular or the plural", () => {
    expect(guideInUse("Laos", [])).toBeUndefined();
    expect(guideInUse("Laos", trips.Laos)).toMatch(/the sample trip .+ names Laos as its country\. Give it another/);
    expect(guideInUse("Laos", [...trips.Laos, { file: "content/trips/b.yaml", title: "B" }])).toMatch(
      /the sample trips .+ name Laos as their country\. Give them another/,
    );
  });
});
