import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  carouselIntervalMs,
  heroActions,
  heroSlides as slides,
  homeServices,
  reasons as reasonCards,
} from "#app/data/home.ts";
import { planTripMessage } from "#app/data/prefilled-messages/home.ts";
import { site } from "#app/data/site.ts";
import { expect, test, waitForHydration } from "./fixtures";

/** The three slides' names, in the order they play (pinned once, in app/data/specification.test.ts). */
const [first, second, third] = threeNames(slides.map((slide) => slide.name));

function threeNames(names: readonly string[]): [string, string, string] {
  const [one, two, three] = names;
  if (one === undefined || two === undefined || three === undefined)
    throw new Error("The carousel's tests play three slides");
  return [one, two, three];
}

function carousel(page: Page) {
  return page.getByRole("region", { name: "Featured destinations" });
}

/** The slide on show: the dot marked current, and the only slide that is not inert. */
async function expectCurrentSlide(page: Page, name: string) {
  await expect(carousel(page).locator('button[aria-current="true"]')).toHaveAccessibleName(new RegExp(`: ${name}$`));
  const shown = carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
  await expect(shown).toHaveCount(1);
  await expect(shown.getByRole("heading", { level: 2 })).toHaveText(name);
}

test.describe("the home page as prerendered HTML, before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("carries every slide, the first one showing, with its picture preloaded; the welcome intro, the six services and the five reasons; every office of the business facts with country, name and address, and no phone or e-mail", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.tagline);
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const all = region.locator('[aria-roledescription="slide"]');
    await expect(all).toHaveCount(slides.length);
    for (const [position, slide] of slides.entries()) {
      const group = all.nth(position);
      await expect(group).toHaveAttribute("aria-label", `${position + 1} of ${slides.length}`);
      await expect(group).toContainText(slide.name);
      await expect(group).toContainText(slide.tagline);
      await expect(group).toContainText(slide.description);
    }
    await expect(all.nth(0).getByRole("heading", { name: slides[0]!.name })).toBeVisible();
    // Controls that could not move it are not shown.
    for (const name of ["Previous slide", "Next slide", /^Go to slide/])
      await expect(region.getByRole("button", { name })).toHaveCount(0);
    // The first slide's picture is the page's largest paint, asked for at once; the others load
    // lazily (docs/decisions/191).
    await expect(all.nth(0).getByRole("img")).toHaveAttribute("src", /^\/assets\/img\/hero-vietnam-[^/]+\.svg$/);
    await expect(all.nth(0).getByRole("img")).toHaveAttribute("fetchpriority", "high");
    await expect(all.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
    await expect(all.nth(2).locator("img")).toHaveAttribute("loading", "lazy");

    const html = await (await request.get("/")).text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]*)" as="image"[^>]*>/g)];
    expect(
      preloads.map(([link]) => link),
      "one picture preloaded, with high priority",
    ).toEqual([expect.stringMatching(/fetchpriority="high"/i)]);
    expect(preloads[0]?.[1]).toBe(await all.nth(0).getByRole("img").getAttribute("src"));

    const welcome = page.getByRole("region", { name: "Journeys planned by people who know the road" });
    await expect(welcome.getByRole("heading", { level: 3 })).toHaveText(["Services", "Corporate Profile"]);
    await expect(welcome.getByRole("link", { name: "Explore our services" })).toHaveAttribute("href", "/services");
    await expect(welcome.getByRole("link", { name: "Read our story" })).toHaveAttribute("href", "/about");

    const services = page.getByRole("region", { name: homeServices.title });
    await expect(services.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
      homeServices.cards.map((card) => card.title),
    );
    await expect(services.locator('li img[src*="/assets/img/service-"]')).toHaveCount(homeServices.cards.length);

    const reasons = page.getByRole("region", { name: reasonCards.title });
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(reasonCards.cards.map((card) => card.title));
    await expect(reasons.locator("li svg")).toHaveCount(reasonCards.cards.length);

    const section = page.getByRole("region", { name: "Get In Touch" });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(site.offices.length);
    for (const [position, office] of site.offices.entries()) {
      const card = cards.nth(position);
      await expect(card).toContainText(office.country);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(office.office);
      for (const line of office.address) await expect(card).toContainText(line);
    }
    await expect(section).not.toContainText(site.phone.display);
    await expect(section).not.toContainText(site.email);
    await expect(section.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
  });
});

test.describe("the hero carousel in a browser", () => {
  // The page's clock stands still until a test moves it: time passes only where the test says so.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date("2024-12-02T09:00:00Z") });
    await page.clock.pauseAt(new Date("2024-12-02T09:00:01Z"));
  });

  test("advances once an interval and wraps from the last slide to the first", async ({ page, pageProblems }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectCurrentSlide(page, first);
    await page.clock.runFor(carouselIntervalMs - 100);
    await expectCurrentSlide(page, first);
    await page.clock.runFor(100);
    await expectCurrentSlide(page, second);
    await page.clock.runFor(carouselIntervalMs);
    await expectCurrentSlide(page, third);
    await page.clock.runFor(carouselIntervalMs);
    await expectCurrentSlide(page, first);
    expect(pageProblems).toEqual([]);
  });

  test("is driven by named controls; focus or pointer inside holds it, leaving resumes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const region = carousel(page);
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expectCurrentSlide(page, third);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expectCurrentSlide(page, first);
    await region.getByRole("button", { name: `Go to slide 2: ${second}` }).click();
    await expectCurrentSlide(page, second);

    // Pointer over it and focus on a dot: it holds still.
    await page.clock.runFor(3 * carouselIntervalMs);
    await expectCurrentSlide(page, second);

    // Pointer away: the dot it clicked keeps the focus, but a click is not keyboard focus, so it moves on.
    await page.mouse.move(5, 5);
    await page.clock.runFor(carouselIntervalMs);
    await expectCurrentSlide(page, third);
  });

  test("the pointer on the slide's text holds it; on the picture beside the text, it moves on", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const shown = carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
    await shown.getByRole("heading", { level: 2 }).hover();
    await page.clock.runFor(2 * carouselIntervalMs);
    await expectCurrentSlide(page, first);
    // The right half of the hero is picture only, and the hero fills most of the first screen.
    const hero = await page.getByRole("main").locator(":scope > :first-child").boundingBox();
    if (!hero) throw new Error("no hero");
    await page.mouse.move(hero.x + hero.width * 0.85, hero.y + hero.height / 2);
    await page.clock.runFor(carouselIntervalMs);
    await expectCurrentSlide(page, second);
  });

  test("keyboard focus inside holds it as long as it stays, and it resumes once pointer and focus have both left", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const region = carousel(page);
    const pause = region.getByRole("button", { name: "Pause slide rotation" });
    await pause.focus();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectCurrentSlide(page, third);

    // The pointer comes over the hero and leaves again; the keyboard focus is still inside: held.
    await region.hover();
    await page.mouse.move(5, 5);
    await page.clock.runFor(2 * carouselIntervalMs);
    await expectCurrentSlide(page, third);

    // Focus leaves too: it moves on after a full interval.
    await page.getByRole("link", { name: "Explore our services" }).focus();
    await page.clock.runFor(carouselIntervalMs - 100);
    await expectCurrentSlide(page, third);
    await page.clock.runFor(100);
    await expectCurrentSlide(page, first);
  });

  test("keyboard users reach the controls, play/pause first, and can stop the rotation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const pause = carousel(page).getByRole("button", { name: "Pause slide rotation" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(carousel(page).getByRole("button", { name: "Start slide rotation" })).toBeFocused();
    await page.clock.runFor(3 * carouselIntervalMs);
    await expectCurrentSlide(page, first);
    await page.keyboard.press("Tab");
    await expect(carousel(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(carousel(page).getByRole("button", { name: "Pause slide rotation" })).toBeFocused();
    await page.clock.runFor(carouselIntervalMs);
    await expectCurrentSlide(page, second);
  });

  test("does not rotate on its own for a reader who prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(carousel(page).getByRole("button", { name: "Start slide rotation" })).toBeVisible();
    await page.clock.runFor(3 * carouselIntervalMs);
    await expectCurrentSlide(page, first);
  });

  test("each slide's buttons lead to its guide and open a chat naming it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const [position, slide] of slides.entries()) {
      await carousel(page)
        .getByRole("button", { name: `Go to slide ${position + 1}: ${slide.name}` })
        .click();
      const shown = carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
      await expect(shown.getByRole("link", { name: heroActions.explore(slide.name) })).toHaveAttribute(
        "href",
        `/destinations/${slide.name.toLowerCase().replace(/ /g, "-")}`,
      );
      const chat = shown.getByRole("link", { name: heroActions.planTrip });
      await expect(chat).toHaveAttribute("target", "_blank");
      const href = await chat.getAttribute("href");
      expect(new URL(href ?? "").searchParams.get("text")).toBe(planTripMessage(slide.name as "Vietnam"));
      expect(planTripMessage(slide.name as "Vietnam")).toContain(slide.name);
    }
  });
});

/**
 * Samples every frame of the next slide change, from the moment the current dot moves until
 * `durationMs` later: which slides' texts can be seen, and how much of each picture.
 */
function watchSlideChange(durationMs: number) {
  const opacity = (element: Element | null) => {
    let value = 1;
    for (let node = element; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  };
  const currentDot = () => document.querySelector('[aria-roledescription="carousel"] button[aria-current="true"]');
  const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
  const before = currentDot();
  const shownBefore = slides.findIndex((slide) => !slide.hasAttribute("inert"));
  return new Promise<{
    frames: number;
    mostTextsAtOnce: number;
    framesWithoutAnOpaquePicture: number;
    fadingFrames: number;
  }>((resolve, reject) => {
    const result = { frames: 0, mostTextsAtOnce: 0, framesWithoutAnOpaquePicture: 0, fadingFrames: 0 };
    const start = performance.now();
    let changedAt: number | undefined;
    function sample() {
      const now = performance.now();
      if (changedAt === undefined && currentDot() !== before) changedAt = now;
      if (changedAt === undefined) {
        if (now - start > 10_000) reject(new Error("the slide did not change"));
        else requestAnimationFrame(sample);
        return;
      }
      const texts = slides.filter((slide) => {
        const heading = slide.querySelector("h2");
        return heading !== null && getComputedStyle(heading).visibility === "visible" && opacity(heading) > 0.01;
      });
      const pictures = slides.map((slide) => opacity(slide.querySelector('img, [role="img"]')));
      const shownNow = slides.findIndex((slide) => !slide.hasAttribute("inert"));
      result.frames += 1;
      result.mostTextsAtOnce = Math.max(result.mostTextsAtOnce, texts.length);
      if (Math.max(...pictures) < 0.99) result.framesWithoutAnOpaquePicture += 1;
      const incoming = pictures[shownNow] ?? 1;
      if (shownNow !== shownBefore && incoming > 0.05 && incoming < 0.95) result.fadingFrames += 1;
      if (now - changedAt < durationMs) requestAnimationFrame(sample);
      else resolve(result);
    }
    requestAnimationFrame(sample);
  });
}

// CSS transitions run on the real clock, and so does this.
test.describe("the hero carousel's cross-fade", () => {
  test("fades the new picture in over the old one, which stays whole, and the new text in as the old one leaves", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    await next.hover();
    const watching = page.evaluate(watchSlideChange, 1200);
    await next.click();
    // The fades as the browser runs them, read as they start (frames alone are too coarse on a busy
    // machine): the old text's fade ends where the new one's begins.
    const fades = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-roledescription="slide"]')].slice(0, 2).map((slide) => {
        const text = slide.lastElementChild;
        const fade = text
          ?.getAnimations()
          .find((animation) => (animation as CSSTransition).transitionProperty === "opacity");
        const timing = fade?.effect?.getTiming();
        return { delay: Number(timing?.delay ?? NaN), duration: Number(timing?.duration ?? NaN) };
      }),
    );
    const [leaving, arriving] = fades;
    expect(arriving?.delay, "the new text starts fading in as the old one has faded out").toBe(
      (leaving?.delay ?? NaN) + (leaving?.duration ?? NaN),
    );
    const seen = await watching;
    expect(seen.fadingFrames, "frames in which the new picture is partly shown").toBeGreaterThan(0);
    expect(seen.framesWithoutAnOpaquePicture, "frames in which no picture is whole: the hero dims").toBe(0);
    expect(seen.mostTextsAtOnce, "slides whose text could be seen in the same frame").toBe(1);
    await expectCurrentSlide(page, second);
  });

  test("changes slides at once for a reader who prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    const watching = page.evaluate(watchSlideChange, 500);
    await next.click();
    const seen = await watching;
    expect(seen.fadingFrames).toBeLessThan(2);
    expect(seen.framesWithoutAnOpaquePicture).toBe(0);
    expect(seen.mostTextsAtOnce).toBe(1);
  });

  // Chrome reports the largest paint until the reader first acts; a later slide larger than the
  // first would be the page's LCP, four seconds late (docs/decisions/191). Nothing is pressed here.
  test("keeps the first picture as the page's largest paint when the next slide fades in on its own", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const all = carousel(page).locator('[aria-roledescription="slide"]');
    const firstPicture = await all
      .nth(0)
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect(carousel(page).locator('button[aria-current="true"]')).toHaveAccessibleName(
      new RegExp(`: ${second}$`),
      { timeout: carouselIntervalMs + 5_000 },
    );
    for (const layer of [all.nth(1).locator(":scope > div").first(), all.nth(1).locator(":scope > div").last()])
      await expect(layer).toHaveCSS("opacity", "1");
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          // Two frames after the fades end, then every paint reported so far.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              new PerformanceObserver((list, observer) => {
                observer.disconnect();
                resolve((list.getEntries().at(-1) as (PerformanceEntry & { url: string }) | undefined)?.url ?? "");
              }).observe({ type: "largest-contentful-paint", buffered: true }),
            ),
          ),
        ),
    );
    expect(largest).toBe(firstPicture);
  });
});

test.describe("the hero on a phone held sideways", () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test("shows the title, each slide's text, its two buttons and the controls whole, in the first screen, none over another", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const region = carousel(page);
    for (const [position, slide] of slides.entries()) {
      // The pointer stays on the dot, which holds the rotation while the slide is measured.
      await region.getByRole("button", { name: `Go to slide ${position + 1}: ${slide.name}` }).click();
      const shown = region.locator('[aria-roledescription="slide"]:not([inert])');
      await expect(shown.locator(":scope > div").last()).toHaveCSS("opacity", "1");
      const parts = {
        title: page.getByRole("heading", { level: 1 }),
        name: shown.getByRole("heading", { level: 2, name: slide.name }),
        description: shown.getByText(slide.description, { exact: false }),
        explore: shown.getByRole("link", { name: heroActions.explore(slide.name) }),
        plan: shown.getByRole("link", { name: heroActions.planTrip }),
        pause: region.getByRole("button", { name: "Pause slide rotation" }),
        next: region.getByRole("button", { name: "Next slide" }),
      };
      const boxes: [string, { x: number; y: number; width: number; height: number }][] = [];
      for (const [label, part] of Object.entries(parts)) {
        await expect(part, `${slide.name}: ${label}`).toBeInViewport({ ratio: 1 });
        const box = await part.boundingBox();
        if (!box) throw new Error(`${slide.name}: ${label} is not shown`);
        boxes.push([label, box]);
      }
      for (const [first, [labelA, a]] of boxes.entries()) {
        for (const [labelB, b] of boxes.slice(first + 1)) {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${slide.name}: ${labelA} and ${labelB} overlap`).toBe(true);
        }
      }
    }
  });
});

test.describe("the hero picture", () => {
  test("failing to load, logs a warning and changes nothing else", async ({ page, pageProblems }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route(/\/assets\/img\/hero-vietnam-[^/]+$/, (route) => route.abort("failed"));

    await page.goto("/");
    await waitForHydration(page);
    await expect
      .poll(() => warnings.filter((warning) => /^Image failed to load: .*hero-vietnam/.test(warning)))
      .toHaveLength(1);
    await expect(page.getByRole("group", { name: "1 of 3" }).getByRole("heading", { name: first })).toBeVisible();
    // The browser's own report of the refused file is the only error.
    expect(pageProblems.filter((problem) => !problem.endsWith("Failed to load resource: net::ERR_FAILED"))).toEqual([]);
  });
});

// axe waits on timers of its own, so this runs on the real clock: clicking a dot puts focus inside
// the carousel, which holds the rotation while axe looks.
test.describe("the hero carousel with each slide shown", () => {
  test("passes axe on every slide", async ({ page }) => {
    test.slow();
    await page.goto("/");
    await waitForHydration(page);
    for (const [position, slide] of slides.entries()) {
      await carousel(page)
        .getByRole("button", { name: `Go to slide ${position + 1}: ${slide.name}` })
        .click();
      // Let the 1-second cross-fade finish: every slide fully shown or fully hidden.
      const all = carousel(page).locator('[aria-roledescription="slide"]');
      for (let other = 0; other < slides.length; other += 1) {
        // The picture layer first, the text layer last.
        for (const layer of [
          all.nth(other).locator(":scope > div").first(),
          all.nth(other).locator(":scope > div").last(),
        ]) {
          await expect(layer).toHaveCSS("opacity", other === position ? "1" : "0");
        }
      }
      // The hero: the h1 over the picture, and the carousel.
      const results = await new AxeBuilder({ page })
        .include("main > :first-child")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
  });
});
