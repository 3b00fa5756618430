import { expect, test, waitForHydration } from "./fixtures";

const team = [
  { name: "Ananya Rao", role: "Chief Executive Officer", initials: "AR", image: "team-ananya-rao" },
  { name: "Nuwan Perera", role: "Chief Operating Officer", initials: "NP", image: "team-nuwan-perera" },
  { name: "Linh Tran", role: "Chief Technology Officer", initials: "LT", image: "team-linh-tran" },
];

test.describe("the about page as prerendered HTML, before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("has the hero, the story and the four figures exactly as specified", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Saffron Route");
    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story).toContainText("began in Mumbai");
    const figures = story.locator("dl > div");
    await expect(figures).toHaveCount(4);
    const expected = [
      ["Countries Served", "50+"],
      ["Happy Travelers", "10K+"],
      ["Support Available", "24/7"],
      ["Average Rating", "5-star"],
    ];
    for (const [position, [label, value]] of expected.entries()) {
      await expect(figures.nth(position).locator("dt")).toHaveText(label!);
      await expect(figures.nth(position).locator("dd")).toHaveText(value!);
    }
  });

  test("has the four core values, the team and the mission and vision", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("region", { name: "Our Core Values" }).getByRole("heading", { level: 3 })).toHaveText([
      "Customer First",
      "Innovation",
      "Global Reach",
      "Excellence",
    ]);
    const members = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem");
    await expect(members).toHaveCount(3);
    for (const [position, member] of team.entries()) {
      const card = members.nth(position);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      await expect(card.getByRole("img", { name: `Illustrated portrait of ${member.name}` })).toHaveAttribute("src", new RegExp(`/assets/img/${member.image}-`));
      await expect(card.getByText(member.initials, { exact: true })).toBeAttached();
      expect(((await card.textContent()) ?? "").length).toBeGreaterThan(200);
    }
    await expect(page.getByRole("region", { name: "Our Mission" })).toContainText("Asia and the Middle East");
    await expect(page.getByRole("region", { name: "Our Vision" })).toBeVisible();
  });
});

test.describe("team avatars in a browser", () => {
  test("show each portrait once it has loaded, and the initials no more", async ({ page, pageProblems }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const members = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem");
    for (const [position, member] of team.entries()) {
      const card = members.nth(position);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("[data-state]")).toHaveAttribute("data-state", "loaded");
      await expect(card.getByRole("img", { name: `Illustrated portrait of ${member.name}` })).toBeVisible();
      await expect(card.getByText(member.initials, { exact: true })).toHaveCount(0);
    }
    expect(pageProblems).toEqual([]);
  });

  test("fall back to the initials when a portrait cannot be loaded", async ({ page }) => {
    await page.route(/\/assets\/img\/team-nuwan-perera-/, (route) => route.abort());
    await page.goto("/about");
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem").nth(1);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("[data-state]")).toHaveAttribute("data-state", "error");
    await expect(card.getByText("NP", { exact: true })).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
  });
});
