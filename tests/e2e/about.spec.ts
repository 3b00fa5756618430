import { coreValues, missionAndVision, stats } from "#app/data/about.ts";
import { site } from "#app/data/site.ts";
import { team as teamFacts } from "#app/data/team.ts";
import { literal } from "#tests/site-facts.ts";
import { expect, test, waitForHydration } from "./fixtures";

/** The team as the content manager lists it; initials are the first letters of the first and last names. */
const team = teamFacts.map(({ name, role, photo, description }) => {
  const words = name.trim().split(/\s+/);
  const initials = `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
  return { name, role, description, initials, image: photo };
});
const portrayed = team.filter((member) => member.image !== undefined);

test.describe("the about page as prerendered HTML, before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("has the hero, the story and the four figures, in order, then the core values, the team and the mission and vision", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${site.brandName}`);
    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story).toContainText(`${site.brandName} began in`);
    const figures = story.locator("dl > div");
    await expect(figures).toHaveCount(stats.length);
    for (const [position, { label, value }] of stats.entries()) {
      await expect(figures.nth(position).locator("dt")).toHaveText(label);
      await expect(figures.nth(position).locator("dd")).toHaveText(value);
    }

    await expect(page.getByRole("region", { name: coreValues.title }).getByRole("heading", { level: 3 })).toHaveText(
      coreValues.values.map((value) => value.title),
    );
    const members = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem");
    await expect(members).toHaveCount(team.length);
    for (const [position, member] of team.entries()) {
      const card = members.nth(position);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      if (member.image)
        await expect(card.getByRole("img", { name: `Illustrated portrait of ${member.name}` })).toHaveAttribute(
          "src",
          new RegExp(`/assets/img/${literal(member.image)}-`),
        );
      await expect(card.getByText(member.initials, { exact: true })).toBeAttached();
      await expect(card).toContainText(member.description);
    }
    for (const statement of missionAndVision)
      await expect(page.getByRole("region", { name: statement.title })).toContainText(statement.text);
  });
});

test.describe("team avatars in a browser", () => {
  test("show each portrait once it has loaded, and the initials no more", async ({ page, pageProblems }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const members = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem");
    for (const member of portrayed) {
      const card = members.nth(team.indexOf(member));
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("[data-state]")).toHaveAttribute("data-state", "loaded");
      await expect(card.getByRole("img", { name: `Illustrated portrait of ${member.name}` })).toBeVisible();
      await expect(card.getByText(member.initials, { exact: true })).toHaveCount(0);
    }
    expect(pageProblems).toEqual([]);
  });

  test("fall back to the initials when a portrait cannot be loaded", async ({ page }) => {
    const [member] = portrayed;
    test.skip(!member?.image, "no team member has a portrait");
    const { image = "", initials = "" } = member ?? {};
    await page.route(new RegExp(`/assets/img/${literal(image)}-`), (route) => route.abort());
    await page.goto("/about");
    await waitForHydration(page);
    const card = page
      .getByRole("region", { name: "Meet Our Team" })
      .getByRole("listitem")
      .nth(member ? team.indexOf(member) : 0);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("[data-state]")).toHaveAttribute("data-state", "error");
    await expect(card.getByText(initials, { exact: true })).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
  });
});
