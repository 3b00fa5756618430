import type { BrowserContext, Page } from "@playwright/test";
import { composerCopy } from "#app/data/page-copy/plan.ts";
import { messageLabels as labels } from "#app/lib/trip-composer.ts";
import { site } from "#app/data/site.ts";
import { booking } from "#app/data/booking.ts";
import { chatAddress, literal, mailAddress } from "#tests/site-facts.ts";
import { destinationPages, trips } from "#tests/site-content.ts";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The trip composer (/plan): the answers become a chat message, sent by a plain GET form to the
 * chat app in a new tab, with and without JavaScript. The chat app is never reached: its address
 * is answered here by a small page, and the test reads the address the new tab was sent to. The
 * expected messages are written here from the answers and the site's facts, not by the app's
 * composer.
 */

const greeting = `Hello ${site.brandName} team, I'd like to plan a trip.`;
/** The first guide's country, and the first and last together, as content/destinations lists them. */
const firstCountry = destinationPages[0]!.name;
const chosen = [...new Set([firstCountry, destinationPages.at(-1)!.name])];

/** A form sends a textarea's line breaks as CRLF (HTML's form encoding); the chat app reads either. */
const asSent = (message: string) => message.replace(/\n/g, "\r\n");

/** Answers the chat app's address with a page of our own, so nothing leaves the machine. */
async function standInForTheChatApp(context: BrowserContext) {
  await context.route(`${new URL(chatAddress).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Chat</title><p>Chat</p>" }),
  );
}

/** Presses Send and returns the address the new tab opened. */
async function send(page: Page): Promise<URL> {
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: `Send on ${site.chat.appName}` }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`^${chatAddress}\\?`));
  return new URL(tab.url());
}

function expectSentTo(url: URL, message: string) {
  expect(`${url.origin}${url.pathname}`).toBe(chatAddress);
  // The message is the form's one named field: nothing else goes with it.
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  expect(url.searchParams.get("text")).toBe(asSent(message));
}

/** A question of the composer (the seasons section below it has a month choice of its own). */
const field = (page: Page, label: string) =>
  page.getByRole("region", { name: composerCopy.questions.heading }).getByLabel(label, { exact: true });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "Your message", exact: true });
const messageForm = (page: Page) => page.getByRole("form", { name: "Your message" });

test.describe("the trip composer with JavaScript", () => {
  test.beforeEach(async ({ context, page }) => {
    await standInForTheChatApp(context);
    await page.goto("/plan");
    await waitForHydration(page);
  });

  test("writes the answers into the message as they are given, and sends exactly that to the chat app in a new tab", async ({
    page,
    pageProblems,
  }) => {
    const year = new Date().getFullYear() + 1;
    for (const name of chosen) await page.getByRole("checkbox", { name }).check();
    await expect(messageBox(page)).toHaveValue(new RegExp(`^${greeting}\\nDestinations: ${chosen.join(", ")}\\n`));
    await page.getByRole("radio", { name: "A month" }).check();
    await field(page, "Month").selectOption({ label: `March ${year}` });
    await field(page, "Number of days").fill("12");
    await field(page, "Adults").fill("2");
    await field(page, "Children").fill("2");
    // An age field for each child appears as the count changes.
    await field(page, "Age of child 1").fill("6");
    await field(page, "Age of child 2").fill("9");
    await expect(field(page, "Age of child 3")).toHaveCount(0);
    await page.getByRole("radio", { name: "4-star and boutique" }).check();
    await page.getByRole("checkbox", { name: "Food" }).check();
    await page.getByRole("checkbox", { name: "Culture and history" }).check();
    const inr = new Intl.NumberFormat("en-IN");
    await page.getByRole("radio", { name: `INR ${inr.format(100_000)}-${inr.format(200_000)}` }).check();
    await field(page, "Your name").fill("Priya");

    const expected = [
      greeting,
      `Destinations: ${chosen.join(", ")}`,
      `When: March ${year}`,
      "How long: 12 days",
      "Who travels: 2 adults and 2 children (ages 6 and 9)",
      "Hotels: 4-star and boutique",
      "Interests: food, culture and history",
      "Budget per person: INR\u00a01,00,000-2,00,000",
      "Name: Priya",
    ].join("\n");
    await expect(messageBox(page)).toHaveValue(expected);

    // The same message as a mail draft, its subject naming the request.
    const mail = new URL((await page.getByRole("link", { name: "Or send it by e-mail" }).getAttribute("href")) ?? "");
    expect(`${mail.protocol}${mail.pathname}`).toBe(mailAddress);
    const draft = Object.fromEntries(
      mail.search
        .slice(1)
        .split("&")
        .map((pair) => pair.split("=").map(decodeURIComponent)),
    );
    expect(draft).toEqual({ subject: `Trip request from Priya: ${chosen.join(" and ")}`, body: asSent(expected) });

    expectSentTo(await send(page), expected);
    expect(pageProblems).toEqual([]);
  });

  test("stops rewriting a message the visitor has edited, until asked to", async ({ page }) => {
    await page.getByRole("checkbox", { name: chosen.at(-1)! }).check();
    const own = `${greeting}\nWe'd love to see the autumn leaves in Seoul.`;
    await messageBox(page).fill(own);
    await field(page, "Your name").fill("Arjun");
    await expect(messageBox(page)).toHaveValue(own);
    await page.getByRole("button", { name: "Rewrite from my answers" }).click();
    await expect(messageBox(page)).toHaveValue(
      [
        greeting,
        `Destinations: ${chosen.at(-1)!}`,
        "When: flexible, please suggest the best time to go",
        "Who travels: 2 adults",
        "Name: Arjun",
      ].join("\n"),
    );
    await expect(messageBox(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "Rewrite from my answers" })).toHaveCount(0);
  });

  test("sent empty, says what is missing, ties each error to its field and takes the visitor to the first", async ({
    page,
    context,
  }) => {
    await page.getByRole("button", { name: `Send on ${site.chat.appName}` }).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Please check 2 answers before sending:");
    await expect(alert.getByRole("link")).toHaveText([
      "Choose at least one country.",
      "Enter your name, so we know who we are writing to.",
    ]);
    const firstBox = page.getByRole("checkbox", { name: firstCountry });
    await expect(firstBox).toBeFocused();
    await expect(firstBox).toHaveAttribute("aria-invalid", "true");
    await expect(firstBox).toHaveAccessibleDescription("Error: Choose at least one country.");
    await expect(page.getByRole("group", { name: "Where would you like to go?" })).toHaveAccessibleDescription(
      "Choose one or more countries. Error: Choose at least one country.",
    );
    const name = field(page, "Your name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Enter your name, so we know who we are writing to.");
    // Nothing was sent: no tab opened.
    expect(context.pages()).toHaveLength(1);
    // The checks, loaded late, brought no second copy of the site's stylesheet (which would have
    // restyled and laid out the whole page at the visitor's first answer).
    await expect(page.locator("link[rel=stylesheet]")).toHaveCount(1);

    // The summary's links lead to their fields.
    await alert.getByRole("link", { name: "Enter your name" }).click();
    await expect(name).toBeFocused();

    // Dates are checked against the visitor's own today.
    await page.getByRole("checkbox", { name: firstCountry }).check();
    await name.fill("Priya");
    await page.getByRole("radio", { name: "Exact dates" }).check();
    const yesterday = new Date(Date.now() - 86_400_000);
    const iso = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    await field(page, "Arriving").fill(iso(yesterday));
    await field(page, "Leaving").fill(iso(yesterday));
    await page.getByRole("button", { name: `Send on ${site.chat.appName}` }).click();
    await expect(alert).toContainText("Please check 2 answers before sending:");
    await expect(field(page, "Arriving")).toBeFocused();
    await expect(field(page, "Arriving")).toHaveAccessibleDescription(
      "Error: This day has passed: choose today or a later day.",
    );
    await expect(field(page, "Leaving")).toHaveAccessibleDescription("Error: Choose a day after the day you arrive.");
    expect(context.pages()).toHaveLength(1);
  });
});

test.describe("the trip composer's checks", () => {
  test.beforeEach(async ({ context, page }) => {
    await standInForTheChatApp(context);
    await page.goto("/plan");
    await waitForHydration(page);
  });

  test("clear an error, its line of the summary and aria-invalid as soon as the answer is right", async ({ page }) => {
    await page.getByRole("button", { name: `Send on ${site.chat.appName}` }).click();
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("link")).toHaveCount(2);
    const name = field(page, "Your name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("Priya");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Enter your name, so we know who we are writing to.")).toHaveCount(0);
    await expect(alert).toContainText("Please check one answer before sending:");
    await page.getByRole("checkbox", { name: firstCountry }).check();
    await expect(alert).toBeEmpty();
    await expect(page.getByRole("checkbox", { name: firstCountry })).not.toHaveAttribute("aria-invalid");
  });

  test("offer no month that has passed, each with its year", async ({ page }) => {
    await page.getByRole("radio", { name: "A month" }).check();
    const options = await field(page, "Month").locator("option").allTextContents();
    const now = new Date();
    const thisMonth = `${now.toLocaleString("en-US", { month: "long" })} ${now.getFullYear()}`;
    expect(options[1]).toBe(thisMonth);
    for (const option of options.slice(1)) {
      const [monthName, year] = option.split(" ");
      const first = new Date(`${monthName} 1, ${year}`);
      expect(first.getFullYear() * 12 + first.getMonth(), option).toBeGreaterThanOrEqual(
        now.getFullYear() * 12 + now.getMonth(),
      );
    }
  });
});

test.describe("the trip composer as its script arrives", () => {
  test("keeps what the visitor typed into the message before the script ran", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/plan", { waitUntil: "domcontentloaded" });
    const typed = `${greeting}\nDestinations: ${firstCountry}\nName: Ravi`;
    await messageBox(page).fill(typed);
    release();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Rewrite from my answers" })).toBeVisible();
    await expect(messageBox(page)).toHaveValue(typed);
  });
});

test.describe("the trip composer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a GET form to the chat app whose message is a template to fill in, and sends what the visitor wrote", async ({
    page,
    context,
  }) => {
    await standInForTheChatApp(context);
    await page.goto("/plan");
    const form = messageForm(page);
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", chatAddress);
    await expect(form).toHaveAttribute("target", "_blank");
    await expect(form).toHaveAttribute("rel", "noopener noreferrer");
    await expect(form.locator("[name]")).toHaveCount(1);
    await expect(form.locator("[name]")).toHaveAttribute("name", "text");

    // The questions cannot write into the message without a script: they are not shown, and a
    // note says to answer in the message, whose template has a line for each question.
    await expect(page.getByRole("checkbox", { name: firstCountry })).toBeHidden();
    await expect(field(page, "Your name")).toBeHidden();
    await expect(page.getByText("The questions need JavaScript")).toBeVisible();
    await expect(form.getByText("Write your answer after each label, then send the message.")).toBeVisible();
    await expect(messageBox(page)).toHaveValue([greeting, ...labels.map((label) => `${label}: `)].join("\n"));

    const written = [
      greeting,
      "Destinations: Sri Lanka",
      "When: February",
      "How long: 10 days",
      "Who travels: 2 adults",
      "Hotels: 4-star",
      "Interests: beaches, wildlife",
      "Budget per person: INR 2,00,000",
      "Name: Meera",
      "Notes: & a day in Galle?",
    ].join("\n");
    await messageBox(page).fill(written);
    expectSentTo(await send(page), written);
  });

  test("opens a mail draft that carries what the visitor typed", async ({ page }) => {
    await page.goto("/plan");
    const typed = `${greeting}\nDestinations: Vietnam\nName: Ravi`;
    await messageBox(page).fill(typed);
    // The mail app is not run here: the address the page asks to open is read from the browser.
    const session = await page.context().newCDPSession(page);
    await session.send("Page.enable");
    const opened = new Promise<string>((resolve) =>
      session.on("Page.frameRequestedNavigation", (event) => {
        if (event.url.startsWith("mailto:")) resolve(event.url);
      }),
    );
    await messageForm(page).getByRole("button", { name: "Or send it by e-mail" }).click();
    const mail = new URL(await opened);
    expect(`${mail.protocol}${mail.pathname}`).toBe(mailAddress);
    expect(mail.searchParams.get("subject")).toBe("Trip request");
    // A form posted as text/plain writes its one field as "text=<the message>".
    expect(mail.searchParams.get("body")).toContain(asSent(typed));
  });
});

test.describe("from a sample trip's page, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the month travels by every Customise link, exact dates give their own length, and Back, Forward and a reload keep every answer and the month", async ({
    page,
    pageProblems,
  }) => {
    const [trip] = trips();
    if (!trip) throw new Error("content/trips holds no trip");
    await page.goto("/trips");
    await waitForHydration(page);
    await page.getByRole("link", { name: trip.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trip.title);
    const now = new Date();
    const index = trip.bestMonths[0]!;
    const year = index >= now.getMonth() ? now.getFullYear() : now.getFullYear() + 1;
    const monthName = new Date(Date.UTC(2000, index, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    const monthChoice = page.getByLabel("When would you travel?");
    await monthChoice.selectOption(String(index));
    // The price section's way, the most visible, carries the month as the others do.
    await page
      .getByRole("region", { name: "What it costs" })
      .getByRole("link", { name: "Customise this trip" })
      .click();
    await expect(page).toHaveURL(`/plan/${trip.slug}?month=${index + 1}`);
    await expect(page.getByRole("radio", { name: trip.title, exact: true })).toBeChecked();
    await expect(field(page, "Month")).toHaveValue(`${year}-${index + 1}`);
    await expect(messageBox(page)).toHaveValue(
      new RegExp(
        `^${literal(greeting)}\\nDestinations: ${literal(trip.destination)} .*\\nWhen: ${monthName} ${year}\\n`,
      ),
    );

    // Exact dates say how long: both days counted, the length question no longer asked.
    await page.getByRole("radio", { name: "Exact dates" }).check();
    await field(page, "Arriving").fill(`${now.getFullYear() + 1}-10-08`);
    await field(page, "Leaving").fill(`${now.getFullYear() + 1}-10-22`);
    await expect(field(page, "Number of days")).toHaveCount(0);
    await expect(messageBox(page)).toHaveValue(
      new RegExp(`\\nWhen: 8 to 22 October ${now.getFullYear() + 1}\\nHow long: 15 days\\n`),
    );

    await field(page, "Children").fill("1");
    await field(page, "Age of child 1").fill(String(booking.childAges.from));
    await field(page, "City you fly from").fill("Pune");
    await page.getByRole("radio", { name: "4-star and boutique" }).check();
    await page.getByRole("checkbox", { name: "Nature and wildlife" }).check();
    await page.getByRole("checkbox", { name: "Vegetarian" }).check();
    await page.getByRole("radio", { name: "Not sure yet" }).check();
    await field(page, "Your name").fill("Priya");
    await field(page, "Anything else? (optional)").fill("Our first trip with a toddler.");
    const written = await messageBox(page).inputValue();
    expect(written).toContain("Name: Priya");

    // Back to re-read the price: the month is as chosen, and every way still carries it.
    await page.goBack();
    await expect(monthChoice).toHaveValue(String(index));
    for (const way of await page.getByRole("link", { name: "Customise this trip" }).all())
      await expect(way).toHaveAttribute("href", `/plan/${trip.slug}?month=${index + 1}`);
    await page.goForward();
    await expect(messageBox(page)).toHaveValue(written);
    await expect(field(page, "Arriving")).toHaveValue(`${now.getFullYear() + 1}-10-08`);
    await expect(field(page, "Age of child 1")).toHaveValue(String(booking.childAges.from));
    await expect(page.getByRole("checkbox", { name: "Vegetarian" })).toBeChecked();
    await page.reload();
    await waitForHydration(page);
    await expect(messageBox(page)).toHaveValue(written);
    await expect(field(page, "Your name")).toHaveValue("Priya");
    expect(pageProblems).toEqual([]);
  });
});

test.describe("from a sample trip's page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("shows no month choice it could not act on, and Customise opens the composer with the trip in its message", async ({
    page,
  }) => {
    const [trip] = trips();
    if (!trip) throw new Error("content/trips holds no trip");
    await page.goto("/trips");
    await page.getByRole("link", { name: trip.title, exact: true }).click();
    await expect(page.getByLabel("When would you travel?")).toBeHidden();
    await page.getByRole("link", { name: "Customise this trip" }).first().click();
    await expect(page).toHaveURL(`/plan/${trip.slug}`);
    await expect(messageBox(page)).toHaveValue(
      new RegExp(
        `\\nDestinations: ${literal(trip.destination)} \\(starting from the sample trip "${literal(trip.title)}"\\)\\nWhen: \\nHow long: ${trip.days.length} days\\n`,
      ),
    );
    await expect(page.getByRole("button", { name: `Send on ${site.chat.appName}` })).toBeEnabled();
  });
});
