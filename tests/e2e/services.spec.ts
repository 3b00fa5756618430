import { learnMoreMessage, servicesClosingMessages } from "#app/data/prefilled-messages/services.ts";
import { additionalServices, coreServices as coreServiceCards, howItWorks } from "#app/data/services.ts";
import { literal } from "#tests/site-facts.ts";
import { expect, test } from "./fixtures";

const coreServices = coreServiceCards.map((service) => service.title);

function chatText(href: string | null): string | null {
  const url = new URL(href ?? "");
  expect(url.origin).toBe("https://wa.me");
  return url.searchParams.get("text");
}

test.describe("the services page as prerendered HTML, before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("has the six core services, each with a picture, a description and four features, the six additional services and the four steps in order; each Learn More button opens a chat, in a new tab, that names its service; Start Planning and Schedule Consultation open two different chats", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    const cards = page.getByRole("region", { name: "Everything your journey needs" }).getByRole("article");
    await expect(cards).toHaveCount(coreServices.length);
    for (const [position, title] of coreServices.entries()) {
      const card = cards.nth(position);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      // A picture: a file, or drawn inside the page in the first screen (docs/decisions/141).
      await expect(card.getByRole("img")).toHaveAccessibleName(/\w{3,}/);
      await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(4);
      expect(((await card.getByRole("paragraph").first().textContent()) ?? "").length).toBeGreaterThan(80);
    }

    await expect(
      page.getByRole("region", { name: "Additional Services" }).getByRole("heading", { level: 3 }),
    ).toHaveText(additionalServices.map((service) => service.title));
    const steps = page.getByRole("region", { name: howItWorks.title }).locator("ol > li");
    // Each step's heading ends with its title (a number comes first).
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
      howItWorks.steps.map((step) => new RegExp(`${literal(step.title)}$`)),
    );

    for (const title of coreServices) {
      const link = page.getByRole("link", { name: `Learn More about ${title}` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const text = chatText(await link.getAttribute("href"));
      expect(text).toBe(learnMoreMessage(title));
      expect(text).toContain(title);
    }

    const start = chatText(await page.getByRole("link", { name: "Start Planning" }).getAttribute("href"));
    const consult = chatText(await page.getByRole("link", { name: "Schedule Consultation" }).getAttribute("href"));
    expect(start).toBe(servicesClosingMessages.startPlanning);
    expect(consult).toBe(servicesClosingMessages.consultation);
    expect(start).toMatch(/planning/i);
    expect(consult).toMatch(/consultation/i);
    expect(start).not.toBe(consult);
  });
});
