import { expect, test } from "./fixtures";
import { publicPages } from "./site-map";

/**
 * What the first paint needs (docs/decisions/141-the-first-screen.md): the HTML,
 * its stylesheet and its fonts, nothing else. With every other request refused (pictures and
 * scripts included), each page's first screen on a phone is still whole: no illustration in it
 * waits for a file, its main illustration is drawn inside the page, and its largest paint is no
 * picture fetched later. The one exception is a main picture asked for as a file to be the page's
 * largest paint (the home carousel's, docs/decisions/191): preloaded with high priority. A wider
 * screen may show more pictures in its first screen than the page draws (the rest of a row of
 * cards); each of those is preloaded from the head for that screen. A photograph staff uploaded
 * cannot be drawn inside the page: it is asked for at once.
 */
const needed = new Set(["document", "stylesheet", "font"]);
const screens = [
  { name: "phone", width: 412, height: 823, drawsAll: true },
  { name: "desktop", width: 1280, height: 800, drawsAll: false },
];

interface FirstScreen {
  /**
   * Pictures (<img>) that can be seen in the first screen, which each need a request, and whether
   * the head preloads each for this screen.
   */
  fetchedPictures: { src: string; loading: string; preloaded: boolean; highPriority: boolean }[];
  /** Pictures drawn inside the page, with the size they are drawn at; a decorative one has no label. */
  drawnPictures: { label: string; decorative: boolean; width: number; height: number }[];
  /** The largest contentful paint: the element, and a picture's URL if it is one. */
  largest: { tag: string; url: string } | undefined;
}

function readFirstScreen(): Promise<FirstScreen> {
  const inFirstScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  };
  const seen = (element: Element) =>
    inFirstScreen(element) && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  // A link preloads a picture by its file, or a photograph by the widths of its <source>.
  const preloadedHere = (img: HTMLImageElement) => {
    const files = new Set([
      img.getAttribute("src"),
      ...[...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.getAttribute("srcset")),
    ]);
    files.delete(null);
    files.delete("");
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
      (link) =>
        (files.has(link.getAttribute("href")) || files.has(link.getAttribute("imagesrcset"))) &&
        (!link.media || matchMedia(link.media).matches),
    );
  };
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as
        (PerformanceEntry & { element: Element | null; url: string }) | undefined;
      resolve({
        fetchedPictures: [...document.images].filter(seen).map((img) => ({
          src: img.getAttribute("src") ?? "",
          loading: img.loading,
          preloaded: preloadedHere(img),
          highPriority: img.fetchPriority === "high",
        })),
        drawnPictures: [...document.querySelectorAll("[data-inline-picture]")].filter(seen).map((picture) => {
          const drawing = picture.querySelector("svg")?.getBoundingClientRect();
          return {
            label: picture.getAttribute("aria-label") ?? "",
            decorative: picture.getAttribute("aria-hidden") === "true",
            width: drawing?.width ?? 0,
            height: drawing?.height ?? 0,
          };
        }),
        largest: entry ? { tag: entry.element?.tagName.toLowerCase() ?? "", url: entry.url } : undefined,
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

test("every page's first screen is whole with nothing but the HTML, its stylesheet and its fonts", async ({ page }) => {
  // Two loads of every page without scripts or pictures: the time grows with the catalogue, so
  // the limit does too (five seconds a load, for a busy machine).
  test.setTimeout(publicPages.length * screens.length * 5_000);
  const refused = new Set<string>();
  await page.route("**/*", async (route) => {
    const type = route.request().resourceType();
    if (needed.has(type)) return route.continue();
    refused.add(type);
    return route.abort("blockedbyclient");
  });
  let mainPictures = 0;
  for (const screen of screens) {
    await page.setViewportSize(screen);
    for (const { path } of publicPages) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const first = await page.evaluate(readFirstScreen);
      const where = `${path} (${screen.name})`;
      const illustrations = first.fetchedPictures.filter((picture) => /\.svg$/.test(picture.src));
      if (screen.drawsAll)
        expect
          .soft(
            illustrations.filter((picture) => !picture.highPriority),
            `${where}: illustrations in the first screen that need a request`,
          )
          .toEqual([]);
      for (const illustration of illustrations)
        expect.soft(illustration.preloaded, `${where}: ${illustration.src} is preloaded for this screen`).toBe(true);
      for (const photograph of first.fetchedPictures.filter((picture) => !illustrations.includes(picture)))
        expect
          .soft(
            photograph.loading === "eager" || photograph.preloaded,
            `${where}: ${photograph.src} is asked for at once, or preloaded for this screen`,
          )
          .toBe(true);
      for (const drawn of first.drawnPictures) {
        // A page's main picture says what it shows; a band under an inner page's heading is decoration.
        if (!drawn.decorative) expect(drawn.label, `${where}: the drawn picture's alt text`).not.toBe("");
        expect(drawn.width * drawn.height, `${where}: ${drawn.label} is drawn`).toBeGreaterThan(0);
      }
      mainPictures += first.drawnPictures.length;
      expect(first.largest, `${where}: a largest contentful paint`).toBeDefined();
      expect
        .soft(first.largest?.url, `${where}: the largest paint (${first.largest?.tag}) is no fetched picture`)
        .toBe("");
    }
  }
  // The test refused what the pages asked for, and the pages with a main picture drew it.
  expect([...refused]).toEqual(expect.arrayContaining(["script", "image"]));
  expect(mainPictures).toBeGreaterThan(0);
});
