import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { booking, replyPromise } from "#app/data/booking.ts";
import { site } from "#app/data/site.ts";
import { embedScriptDelayMs, formLoadTimeoutMs } from "#app/lib/browser/tally-embed.ts";
import {
  chatAddress,
  dialHref,
  htmlText,
  literal,
  mailAddress,
  mailGreeting,
  startingWith,
} from "#tests/site-facts.ts";

/**
 * The contact page. The form service (tally.so) is never reached: its widget script and its form
 * page are answered here by small stand-ins, or made to fail or hang. Where a test waits for the
 * page's time limits, the page's clock is moved on instead of waiting real seconds.
 */

const scriptUrl = "https://tally.so/widgets/embed.js";
const scriptSelector = `script[src="${scriptUrl}"]`;
const frameSelector = 'iframe[title="Contact form"]';
/** The part of the page that changes with the form's state (the frame, its loading line, the alternatives). */
const formPart = "[data-form-status]";

/** Does what Tally's widget does for us: copy data-tally-src into src, resize the frame on request. */
const fakeWidget = `
  window.__tallyRuns = (window.__tallyRuns || 0) + 1;
  window.Tally = {
    loadEmbeds: function () {
      document.querySelectorAll("iframe[data-tally-src]:not([src])").forEach(function (frame) { frame.src = frame.dataset.tallySrc; });
    },
  };
  window.addEventListener("message", function (event) {
    if (event.origin !== "https://tally.so" || typeof event.data !== "string" || event.data.indexOf("Tally.Resize") < 0) return;
    var height = JSON.parse(event.data).payload.height;
    document.querySelectorAll("iframe[data-tally-src]").forEach(function (frame) {
      if (frame.contentWindow === event.source) frame.style.height = height + "px";
    });
  });
`;

/**
 * A widget that has not yet given the frame its source, as Tally's does while the frame is far from
 * the screen: the page keeps its loading line, with no time limit running (the frame's starts with
 * its source), for as long as a test needs to look at it.
 */
const waitingWidget = "window.Tally = { loadEmbeds: function () {} };";

/** A stand-in form page: looks like a form, says it has loaded, and asks for 720 px. */
const fakeForm = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trip inquiry</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1f2a; background: transparent; }
  label { display: block; margin: 0 0 18px; font-weight: 600; }
  input, textarea { display: block; box-sizing: border-box; width: 100%; margin-top: 6px; padding: 10px 12px; border: 1px solid #dfc596; border-radius: 10px; font: inherit; background: #fff; }
  textarea { height: 120px; }
  button { padding: 12px 22px; border: 0; border-radius: 999px; background: #1b1f2a; color: #fff; font: inherit; font-weight: 600; }
</style></head>
<body><form>
  <label>Your name<input name="name"></label>
  <label>E-mail<input name="email" type="email"></label>
  <label>Where and when would you like to travel?<textarea name="trip"></textarea></label>
  <label>Number of travelers<input name="travelers"></label>
  <button type="button">Send</button>
</form>
<script>
  parent.postMessage(${JSON.stringify(JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: site.contactForm.formId } }))}, "*");
  parent.postMessage(JSON.stringify({ event: "Tally.Resize", payload: { height: 720 } }), "*");
</script></body></html>`;

type Behaviour = "answer" | "fail" | "hang";

/** Routes tally.so for this page; returns the form URLs the frame asked for. */
async function stubFormService(
  page: Page,
  { script = "answer", form = "answer" }: { script?: Behaviour; form?: Behaviour } = {},
) {
  const formRequests: URL[] = [];
  const respond = async (route: Route, behaviour: Behaviour, body: string, contentType: string) => {
    if (behaviour === "fail") return route.abort("failed");
    if (behaviour === "hang") return; // never answered
    return route.fulfill({ status: 200, contentType, body });
  };
  await page.route(scriptUrl, (route) => respond(route, script, fakeWidget, "text/javascript"));
  await page.route("https://tally.so/embed/**", (route) => {
    formRequests.push(new URL(route.request().url()));
    return respond(route, form, fakeForm, "text/html");
  });
  return formRequests;
}

/** What axe (WCAG 2.2 A and AA) finds on the page, or in its `part`: one line per rule, naming the elements. */
async function axeViolations(page: Page, part?: string) {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  const results = await (part ? axe.include(part) : axe).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Axe over the form's part of the page with the loading line's animations held still at each of
 * their keyframes in turn: axe sees one moment, and an animation eased without overshoot is at its
 * faintest on a keyframe. The animations run forwards, round after round, so a keyframe at 100 % is
 * the next round's 0 %. Returns what axe found, each with its moment, and lets the animations run on.
 */
async function axeAtEveryKeyframe(page: Page, line: Locator) {
  const moments = await line.evaluate((element) => [
    ...new Set(
      element
        .getAnimations({ subtree: true })
        .flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []))
        .map((keyframe) => keyframe.computedOffset % 1),
    ),
  ]);
  const found: string[] = [];
  for (const offset of moments.length > 0 ? moments : [undefined]) {
    await line.evaluate((element, at) => {
      if (at === undefined) return;
      for (const animation of element.getAnimations({ subtree: true })) {
        const { duration } = animation.effect?.getComputedTiming() ?? {};
        animation.pause();
        if (typeof duration === "number") animation.currentTime = at * duration;
      }
    }, offset);
    const moment = offset === undefined ? "unanimated" : `at ${offset * 100} % of its animation`;
    found.push(...(await axeViolations(page, formPart)).map((violation) => `${moment}, ${violation}`));
  }
  await line.evaluate((element) => element.getAnimations({ subtree: true }).forEach((animation) => animation.play()));
  return found;
}

/** From the next document on, notes every Content-Security-Policy violation of the page. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** The violations noted in the current document, "directive blocked-address" each. */
function policyViolations(page: Page) {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const formSection = (page: Page) => page.getByRole("region", { name: "Send Us a Message" });

/**
 * The visitor scrolls down to the form. The frame's time limit starts only once the frame has its
 * source and is within 500 px of the screen (lib/browser/tally-embed.ts), and the form sits lower on
 * the page than that at 1280x800. toBeInViewport asks the browser's intersection observer, after
 * the page's own observer of the frame, which has then started the limit.
 */
async function scrollToTheForm(page: Page) {
  await formSection(page).getByText("Loading the form…").scrollIntoViewIfNeeded();
  await expect(page.locator(frameSelector)).toBeInViewport();
}

async function expectFormLoaded(page: Page) {
  await expect(page.locator("[data-form-status]")).toHaveAttribute("data-form-status", "ready");
  await expect(page.frameLocator(frameSelector).getByRole("button", { name: "Send" })).toBeVisible();
}

async function expectAlternativesInPlaceOfTheForm(page: Page) {
  const section = formSection(page);
  await expect(section.getByText("Our online form is not available right now.")).toBeVisible();
  await expect(page.locator(frameSelector)).toHaveCount(0);
  // One mail draft in the section, the one below the form, not a second beside the chat.
  const mail = section.locator('a[href^="mailto:"]');
  await expect(mail).toHaveCount(1);
  await expect(mail).toHaveAccessibleName("Or email us directly");
  expect(await mail.getAttribute("href")).toMatch(startingWith(`${mailAddress}?subject=Travel%20Inquiry&body=`));
  const chat = new URL((await section.getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href")) ?? "");
  expect(`${chat.origin}${chat.pathname}`).toBe(chatAddress);
  expect(chat.searchParams.get("text")).toMatch(/form didn't load/);
  await expect(section.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("target", "_blank");
}

test.describe("the contact page's content", () => {
  test("has its own title, description, keywords and canonical address in the HTML", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toContain(`<title>Contact Us | ${htmlText(site.brandName)}</title>`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    // Each way of asking with its own promise, from the booking facts.
    expect(description).toContain(`within ${booking.writtenReplyWithin}`);
    expect(description).toContain(`within ${booking.reply.within}`);
    expect(html).toMatch(/<meta name="keywords" content="[^"]*travel inquiry[^"]*"/);
    expect(html).toContain(`<link rel="canonical" href="${htmlText(`${site.origin}/contact`)}"/>`);
  });

  test("opens with 'Contact Us' and 'Let's Plan Your Perfect Journey Together'; the Call Us card dials the agency and the chat card starts a WhatsApp chat; the call and chat cards promise the quick reply and the form section the written one, never both, and it offers a mail draft; 'Our Global Offices' shows one card per office with its own phone, e-mail and hours; the four questions open and close by keyboard", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByText("Let's Plan Your Perfect Journey Together")).toBeVisible();

    const call = page.getByRole("region", { name: "Call Us" });
    await expect(call.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", dialHref);
    const chat = page
      .getByRole("region", { name: "Chat on WhatsApp" })
      .getByRole("link", { name: "Start WhatsApp Chat" });
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    const chatHref = new URL((await chat.getAttribute("href")) ?? "");
    expect(`${chatHref.origin}${chatHref.pathname}`).toBe(chatAddress);
    expect(chatHref.searchParams.get("text")).toMatch(/start a chat/i);

    const section = formSection(page);
    await expect(section.getByText(replyPromise.written)).toBeVisible();
    // One promise per way of asking, from the booking facts: the call and chat cards give the quick
    // one, the form the written one, never both (its alternatives, shown only if it fails, name
    // each way with its own); and the line's hours name one zone.
    const quick = `within ${booking.reply.within}`;
    const written = `within ${booking.writtenReplyWithin}`;
    for (const [way, own] of [
      [call, quick],
      [page.getByRole("region", { name: "Chat on WhatsApp" }), quick],
      [section, written],
    ] as const) {
      const text = await way.evaluate((node, alternatives) => {
        const copy = node.cloneNode(true) as HTMLElement;
        for (const part of copy.querySelectorAll(alternatives)) part.remove();
        return copy.textContent ?? "";
      }, formPart);
      for (const promise of [quick, written]) expect(text.includes(promise), promise).toBe(promise === own);
    }
    await expect(page.locator("body")).not.toContainText(/\bIST\b/);
    const href = (await section.getByRole("link", { name: "Or email us directly" }).getAttribute("href")) ?? "";
    const [address, query] = href.split("?");
    expect(address).toBe(mailAddress);
    // Spaces written %20, as every mail app reads them, never "+".
    expect(query).not.toContain("+");
    const parts = Object.fromEntries((query ?? "").split("&").map((pair) => pair.split("=").map(decodeURIComponent)));
    expect(parts.subject).toBe("Travel Inquiry");
    expect(parts.body).toMatch(new RegExp(`^${literal(mailGreeting)}\\r\\n\\r\\n.+Thank you\\.$`, "s"));

    const offices = page.getByRole("region", { name: "Our Global Offices" });
    const cards = offices.getByRole("article");
    await expect(cards).toHaveCount(site.offices.length);
    for (const [index, office] of site.offices.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(office.country);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(office.office);
      for (const line of office.address) await expect(card.locator("address")).toContainText(line);
      await expect(card.getByRole("link", { name: office.phone.display, exact: true })).toHaveAttribute(
        "href",
        `tel:${office.phone.dial}`,
      );
      await expect(card.locator(`a[href^="mailto:${office.email}?"]`)).toHaveCount(1);
      await expect(card).toContainText(`${office.hours.display}, ${office.country} time`);
    }

    await waitForHydration(page);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(4);
    const answers = [
      /2-3 months ahead.+Last-minute/,
      /travel insurance options/,
      /visa applications and passport renewals.+documentation guidance/,
      /major credit cards and bank transfers.+flexible payment plans/,
    ];
    for (const [index, answer] of answers.entries()) {
      await expect(faq.locator("details").nth(index)).toContainText(answer);
      await expect(faq.getByText(answer)).toBeHidden();
    }

    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(answers[0]!)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(answers[0]!)).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(faq.getByText(answers[1]!)).toBeVisible();
    await expect(faq.locator("details").nth(1)).toHaveJSProperty("open", true);
  });
});

test.describe("the embedded form, when the form service answers", () => {
  test("the script arrives 100 ms after the page is entered, once, and a link away leaves the page's policy behind", async ({
    page,
    pageProblems,
  }) => {
    await stubFormService(page);
    // The page's clock stands still from the start, so the delay is measured in the page's own
    // time, whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.locator(frameSelector)).toHaveCount(1);
    await page.clock.runFor(embedScriptDelayMs - 1);
    await expect(page.locator(scriptSelector)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator(scriptSelector)).toHaveCount(1);
    await page.clock.resume();
    await expectFormLoaded(page);
    // Past every timer the embed sets: no second copy of the script turns up later.
    await page.clock.runFor(formLoadTimeoutMs);
    await expect(page.locator(scriptSelector)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __tallyRuns: number }).__tallyRuns)).toBe(1);

    // Leaving loads the next page as a document (this one's window goes with it), under its own
    // policy, which allows no form host.
    await page.evaluate(() => Object.assign(window, { leftBehind: true }));
    await mainNav(page).getByRole("link", { name: "SERVICES" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => "leftBehind" in window || "Tally" in window)).toBe(false);
    expect(pageProblems).toEqual([]);
  });

  test("a visitor who takes the header's CONTACT link from the home page gets the form, under the contact page's own policy", async ({
    page,
    pageProblems,
  }) => {
    await stubFormService(page);
    await recordPolicyViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "CONTACT" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectFormLoaded(page);
    // The contact page arrived as a document of its own: the policy it came with allows the form.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name)).toMatch(/\/contact$/);
    expect(await policyViolations(page)).toEqual([]);
    expect(pageProblems).toEqual([]);
  });

  test("the frame is lazy, titled, sourced from its data attribute with the embed options, and grows with the form", async ({
    page,
    pageProblems,
  }) => {
    const formRequests = await stubFormService(page);
    await recordPolicyViolations(page);
    await page.goto("/contact");
    const frame = page.locator(frameSelector);
    await expect(frame).toHaveAttribute("loading", "lazy");
    const dataSrc = new URL((await frame.getAttribute("data-tally-src")) ?? "");
    expect(`${dataSrc.origin}${dataSrc.pathname}`).toBe(`https://tally.so/embed/${site.contactForm.formId}`);
    for (const option of ["alignLeft", "hideTitle", "transparentBackground", "dynamicHeight"])
      expect(dataSrc.searchParams.get(option)).toBe("1");

    await expectFormLoaded(page);
    expect(await frame.getAttribute("src")).toBe(dataSrc.href);
    expect(formRequests.map((url) => url.href)).toEqual([dataSrc.href]);
    expect(await frame.evaluate((element) => getComputedStyle(element).minHeight)).toBe("400px");
    // The widget sets the height the form asks for (dynamicHeight); nothing on the page caps it.
    await expect.poll(async () => (await frame.boundingBox())?.height).toBe(720);
    await expect(formSection(page).getByText("Form not showing?")).toBeHidden();
    // Script, frame and resizing all work under the site's Content-Security-Policy.
    expect(await policyViolations(page)).toEqual([]);
    expect(pageProblems).toEqual([]);
  });

  test("the form receives the page the visitor came from as a hidden field", async ({ page, pageProblems }) => {
    const formRequests = await stubFormService(page);

    await page.goto("/contact?from=%2Fdestinations%2Fvietnam&topic=trip-planning");
    await expectFormLoaded(page);
    expect(formRequests.at(-1)?.searchParams.get("fromPage")).toBe("/destinations/vietnam");
    expect(formRequests.at(-1)?.searchParams.get("topic")).toBe("trip-planning");

    await page.goto("/destinations/sri-lanka");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "CONTACT" }).click();
    await expectFormLoaded(page);
    expect(formRequests.at(-1)?.searchParams.get("fromPage")).toBe("/destinations/sri-lanka");

    await page.goto("/contact?from=https%3A%2F%2Fevil.example%2F");
    await expectFormLoaded(page);
    expect(formRequests.at(-1)?.searchParams.has("fromPage")).toBe(false);
    // The context is read after hydration, so the prerendered HTML still matches.
    expect(pageProblems).toEqual([]);
  });

  test("while the form is on its way, its loading line reads at every moment of its animation, at 390 and 1280 px", async ({
    page,
  }) => {
    // Axe once per keyframe and width: four runs for a line that pulses between two moments.
    test.slow();
    await page.route(scriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: waitingWidget }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await waitForHydration(page);
    // Once the widget has run, no time limit is left to take the loading line away.
    await expect.poll(() => page.evaluate(() => "Tally" in window)).toBe(true);
    const line = formSection(page).getByText("Loading the form…");
    await expect(line).toBeVisible();
    const found: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      found.push(...(await axeAtEveryKeyframe(page, line)).map((violation) => `${width} px, ${violation}`));
    }
    expect(found).toEqual([]);
    await expect(page.locator(formPart)).toHaveAttribute("data-form-status", "loading");
  });

  test("with the form loaded, axe finds nothing at 390 and 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stubFormService(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await expectFormLoaded(page);
    expect(await axeViolations(page), "390 px").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 844 });
    expect(await axeViolations(page), "1280 px").toEqual([]);
  });
});

test.describe("the embedded form, when it cannot load", () => {
  test("a failing script puts the e-mail and chat alternatives in place of the form, and axe finds nothing there at 390 and 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stubFormService(page, { script: "fail" });
    await page.goto("/contact");
    await expectAlternativesInPlaceOfTheForm(page);
    expect(await axeViolations(page), "390 px").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 844 });
    expect(await axeViolations(page), "1280 px").toEqual([]);
  });

  test("a script that hangs gives way to the alternatives after the time limit", async ({ page }) => {
    await stubFormService(page, { script: "hang" });
    await page.clock.install();
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.locator("[data-form-status]")).toHaveAttribute("data-form-status", "loading");
    await expect(formSection(page).getByText("Form not showing?")).toBeVisible();
    // The script's time limit runs from the moment it is added.
    await expect(page.locator(scriptSelector)).toHaveCount(1);
    await page.clock.runFor(formLoadTimeoutMs);
    await expectAlternativesInPlaceOfTheForm(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a frame that never shows the form gives way to the alternatives after the time limit", async ({ page }) => {
    await stubFormService(page, { form: "hang" });
    await page.clock.install();
    await page.goto("/contact");
    await expect(page.locator(frameSelector)).toHaveAttribute("src", /^https:\/\/tally\.so\/embed\//);
    await expect(page.locator("[data-form-status]")).toHaveAttribute("data-form-status", "loading");
    await scrollToTheForm(page);
    await page.clock.runFor(formLoadTimeoutMs);
    await expect(formSection(page).getByText("Our online form is not available right now.")).toBeVisible();
    await expect(page.locator(frameSelector)).toBeHidden();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a frame whose page fails stays out of sight behind the loading line, then gives way to the alternatives", async ({
    page,
  }) => {
    await stubFormService(page, { form: "fail" });
    await page.clock.install();
    await page.goto("/contact");
    const frame = page.locator(frameSelector);
    await expect(frame).toHaveAttribute("src", /^https:\/\/tally\.so\/embed\//);
    // The browser's error page is in the frame now; the visitor sees the loading line and the pending alternatives.
    await expect(page.locator("[data-form-status]")).toHaveAttribute("data-form-status", "loading");
    await expect(frame).toBeHidden();
    await expect(formSection(page).getByText("Loading the form…")).toBeVisible();
    await expect(formSection(page).getByText("Form not showing?")).toBeVisible();
    await scrollToTheForm(page);
    await page.clock.runFor(formLoadTimeoutMs);
    await expect(formSection(page).getByText("Our online form is not available right now.")).toBeVisible();
    await expect(frame).toBeHidden();
  });

  test("without JavaScript the page offers e-mail and chat instead of an empty box, and the answers still open", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const section = formSection(page);
    await expect(page.locator(frameSelector)).toBeHidden();
    await expect(section.getByText("Form not showing?")).toBeVisible();
    await expect(section.getByRole("link", { name: site.email })).toHaveAttribute("href", /^mailto:/);
    await expect(section.getByRole("link", { name: "chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await faq.locator("summary").first().click();
    await expect(faq.getByText(/2-3 months ahead/)).toBeVisible();
    await context.close();
  });
});
