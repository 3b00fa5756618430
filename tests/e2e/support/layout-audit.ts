/**
 * The layout audit: everything a reader could see go wrong with a page's layout at one viewport,
 * measured inside the page in one call (support/layout-check.ts; pages.spec.ts runs it over every
 * page at a width of each layout the CSS draws). It reads every line of text and every control
 * once and answers in sentences that name the element, its text and the boxes involved, so that a
 * failure says what to look at.
 */

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

/** A control's focus ring and what lies behind it, for the contrast between them (`ringProblem`). */
export interface FocusRing {
  /** The control, as the report names it. */
  control: string;
  /** The ring's colours (a dark and a light band, or one): red, green and blue from 0 to 255, alpha from 0 to 1. */
  colours: Rgba[];
  /** The colour behind the ring's middle, or null where a picture or a gradient lies there: only the screen can tell. */
  behind: Rgb | null;
  /** The point measured, in the viewport, and the scroll position it was measured at. */
  x: number;
  y: number;
  scrollY: number;
}

export interface LayoutFindings {
  problems: string[];
  rings: FocusRing[];
  /** What was measured: a check that found nothing to measure proves nothing. */
  counted: { lines: number; focusStops: number };
}

/** WCAG 2.2: the least contrast of a focus indicator against what surrounds it (1.4.11). */
const ringContrastFloor = 3;

/** The limits the audit holds a page to. */
export const layoutLimits = {
  /** The smallest text the site draws, in CSS pixels, map labels included. */
  smallestTextPx: 12,
  /**
   * From this viewport width up, a control's short label stays on one line. On the smallest phones
   * (320 px) a long button label may take two lines inside its button.
   */
  labelsOnOneLineFrom: 360,
};

/**
 * Runs in the page. Rules, each measured on the page as laid out:
 * - no two lines of text overlap (the slides of a carousel are each measured with the rest of
 *   the page, never with one another), and the slides put their titles at one height;
 * - no text leaves its card (the nearest box that paints a background, border or shadow, measured
 *   against its padding), its section or article, or is cut off by a box that hides overflow;
 * - no word of a short label (three words or fewer) breaks across lines, as "5-" / "star" would,
 *   and a control's short label (a button, the logo) stays on one line;
 * - no text is drawn under `smallestTextPx` (SVG text at its size on screen);
 * - the page does not scroll sideways;
 * - no floating control (fixed to the viewport) lies over text or a control at any scroll position;
 * - a control reached with Tab or Shift+Tab is not left under the sticky header: each is placed
 *   just under the header, then focused as the keyboard would, and must come into view below it;
 *   nor under a bar fixed to the foot of the screen (a trip's), from just under the bar's top;
 * - every focus stop shows a ring that nothing cuts off; its colours and what lies behind it are
 *   returned, for `ringProblem` to hold to `ringContrastFloor`.
 */
export async function auditLayout({
  smallestTextPx,
  labelsOnOneLineFrom,
}: typeof layoutLimits): Promise<LayoutFindings> {
  const problems: string[] = [];
  const rings: FocusRing[] = [];
  const root = document.documentElement;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: "instant" });
  const maxScroll = () => Math.max(0, root.scrollHeight - window.innerHeight);
  const round = (value: number) => Math.round(value);
  const box = (rect: { left: number; top: number; right: number; bottom: number }) =>
    `[x ${round(rect.left)}-${round(rect.right)}, y ${round(rect.top)}-${round(rect.bottom)}]`;
  const quote = (text: string) => `"${text.replace(/\s+/g, " ").trim().slice(0, 48)}"`;
  const styleOf = (element: Element) => getComputedStyle(element);

  // Sections the browser draws only near the screen (content-visibility: auto) are drawn in full,
  // as they are once the reader reaches them; fonts and the first scroll position settle first.
  for (const element of document.querySelectorAll<HTMLElement>("body *")) {
    if (styleOf(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  }
  await document.fonts.ready;
  scrollTo(0);
  // Two frames: the page answers the new size and the scroll (the scroll-to-top button goes).
  await frame();
  await frame();

  /** Colours as the screen draws them: a canvas turns any CSS colour into sRGB bytes. */
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const colours = new Map<string, Rgba>();
  function rgba(colour: string): Rgba {
    const known = colours.get(colour);
    if (known) return known;
    let value: Rgba = [0, 0, 0, 0];
    if (canvas) {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0, alpha = 0] = canvas.getImageData(0, 0, 1, 1).data;
      value = [red, green, blue, alpha / 255];
    }
    colours.set(colour, value);
    return value;
  }
  const over = (top: Rgba, below: Rgb): Rgb => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
  ];

  /** Elements that take no part in the layout a reader sees: visually hidden text for screen readers. */
  function visuallyHidden(element: Element): boolean {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = styleOf(node);
      if (style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "")) return true;
      if (style.overflow !== "visible") {
        const rect = node.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return true;
      }
    }
    return false;
  }

  /** Fixed to the viewport or stuck to it while scrolling: measured in the viewport, not on the page. */
  function pinned(element: Element): "fixed" | "sticky" | null {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const position = styleOf(node).position;
      if (position === "fixed" || position === "sticky") return position;
    }
    return null;
  }

  const slideSelector = '[aria-roledescription="slide"]';
  /** A carousel's slides are measured as if each were shown: hidden ones are laid out all the same. */
  function shown(element: Element, slide: Element | null): boolean {
    return slide
      ? element.checkVisibility()
      : element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }

  // Every line of visible text, once.
  interface Line {
    text: string;
    element: Element;
    node: Text;
    rect: DOMRect;
    slide: Element | null;
    pinned: "fixed" | "sticky" | null;
  }
  const lines: Line[] = [];
  const textNodes: { node: Text; element: Element; rects: DOMRect[]; slide: Element | null }[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const skipped = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "title", "desc"]);
  const hiddenCache = new Map<Element, boolean>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const element = node.parentElement;
    const text = node.textContent ?? "";
    if (!element || !text.trim() || skipped.has(element.tagName)) continue;
    const slide = element.closest(slideSelector);
    if (!shown(element, slide)) continue;
    let hidden = hiddenCache.get(element);
    // Chromium lays out the text of an SVG group that is display: none (a map's label layout for
    // another width) and calls it visible; the element itself has no box.
    if (hidden === undefined && element instanceof SVGElement) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) hiddenCache.set(element, (hidden = true));
    }
    if (hidden === undefined) hiddenCache.set(element, (hidden = visuallyHidden(element)));
    if (hidden) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    if (rects.length === 0) continue;
    textNodes.push({ node, element, rects, slide });
    for (const rect of rects) lines.push({ text, element, node, rect, slide, pinned: pinned(element) });
  }

  // Two lines of text over each other. Lines of one paragraph may touch by the few pixels that a
  // tight line height lets the glyph boxes overlap; a quarter of a line's height is text over text.
  {
    const sorted = lines.filter((line) => !line.pinned).sort((a, b) => a.rect.top - b.rect.top);
    const reported = new Set<string>();
    for (const [index, a] of sorted.entries()) {
      for (const b of sorted.slice(index + 1)) {
        if (b.rect.top >= a.rect.bottom) break;
        if (a.node === b.node) continue;
        if (a.slide && b.slide && a.slide !== b.slide) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width <= 1 || height <= 0.25 * Math.min(a.rect.height, b.rect.height)) continue;
        const key = [a.node, b.node].map((node) => lines.findIndex((line) => line.node === node)).join(":");
        if (reported.has(key)) continue;
        reported.add(key);
        problems.push(`text ${quote(a.text)} ${box(a.rect)} overlaps text ${quote(b.text)} ${box(b.rect)}`);
      }
    }
  }

  // Carousel slides put their titles at one height, so that the title does not jump as they change.
  for (const carousel of document.querySelectorAll('[aria-roledescription="carousel"]')) {
    const titles = [...carousel.querySelectorAll(slideSelector)]
      .map((slide) => slide.querySelector("h2, h3"))
      .filter((title): title is HTMLHeadingElement => title !== null);
    const tops = titles.map((title) => title.getBoundingClientRect().top);
    if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 1) {
      problems.push(
        `the carousel's slide titles sit at different heights: ${titles.map((title, index) => `${quote(title.textContent ?? "")} at y ${round(tops[index] ?? 0)}`).join(", ")}`,
      );
    }
  }

  // Text inside its card, its section and every box that hides its overflow.
  const paintsBox = (element: Element) => {
    const style = styleOf(element);
    if (style.display === "inline" || style.display === "contents") return false;
    return (
      rgba(style.backgroundColor)[3] > 0.05 ||
      style.backgroundImage !== "none" ||
      style.boxShadow !== "none" ||
      (Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none")
    );
  };
  const px = (value: string) => Number.parseFloat(value) || 0;
  for (const { node, element, rects } of textNodes) {
    const text = node.textContent ?? "";
    const union = rects.reduce(
      (all, rect) => ({
        left: Math.min(all.left, rect.left),
        top: Math.min(all.top, rect.top),
        right: Math.max(all.right, rect.right),
        bottom: Math.max(all.bottom, rect.bottom),
      }),
      { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity },
    );
    const lineHeight = Math.max(...rects.map((rect) => rect.height));
    // Lines may reach a little above and below their block (a tight line height); never out of its sides.
    const slack = 0.25 * lineHeight;
    let complaint: string | null = null;
    let card: Element | null = null;
    let section: Element | null = null;
    let clamped = false;
    for (
      let ancestor = element as Element | null;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      // A drawing's text is placed by the drawing: its boxes are the HTML ones around the drawing.
      if (!(ancestor instanceof HTMLElement)) continue;
      const style = styleOf(ancestor);
      if (style.webkitLineClamp !== "none" || style.textOverflow === "ellipsis") clamped = true;
      const rect = ancestor.getBoundingClientRect();
      if (!card && paintsBox(ancestor)) {
        card = ancestor;
        const inner = {
          left: rect.left + px(style.borderLeftWidth) + px(style.paddingLeft),
          right: rect.right - px(style.borderRightWidth) - px(style.paddingRight),
        };
        if (
          union.left < inner.left - 1 ||
          union.right > inner.right + 1 ||
          union.top < rect.top - slack ||
          union.bottom > rect.bottom + slack
        )
          complaint = `leaves its card ${box(rect)} (inside its padding: x ${round(inner.left)}-${round(inner.right)})`;
      }
      if (!section && /^(SECTION|ARTICLE)$/.test(ancestor.tagName)) {
        section = ancestor;
        if (
          !complaint &&
          (union.left < rect.left - 1 ||
            union.right > rect.right + 1 ||
            union.top < rect.top - slack ||
            union.bottom > rect.bottom + slack)
        )
          complaint = `leaves its ${ancestor.tagName.toLowerCase()} ${box(rect)}`;
      }
      const clipsX = /hidden|clip/.test(style.overflowX);
      const clipsY = /hidden|clip/.test(style.overflowY);
      if (!complaint && !clamped && (clipsX || clipsY)) {
        const inner = {
          left: rect.left + px(style.borderLeftWidth),
          right: rect.right - px(style.borderRightWidth),
          top: rect.top + px(style.borderTopWidth),
          bottom: rect.bottom - px(style.borderBottomWidth),
        };
        if (
          (clipsX && (union.left < inner.left - 1 || union.right > inner.right + 1)) ||
          (clipsY && (union.top < inner.top - slack || union.bottom > inner.bottom + slack))
        )
          complaint = `is cut off by <${ancestor.tagName.toLowerCase()}> ${box(inner)}, which hides what overflows it`;
      }
    }
    if (complaint) problems.push(`text ${quote(text)} ${box(union)} ${complaint}`);
  }

  // A short label whose word breaks across two lines: a figure ("5-" above "star"), or any word cut
  // where it has no hyphen. A name of several words may break after a hyphen ("Phong Nha-" / "Ke Bang").
  const lineCount = (from: number, to: number, node: Text) => {
    range.setStart(node, from);
    range.setEnd(node, to);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => round(rect.top))).size;
  };
  for (const { node, element, rects } of textNodes) {
    if (rects.length < 2) continue;
    let block: Element | null = element;
    while (block && styleOf(block).display.startsWith("inline")) block = block.parentElement;
    const label = (block?.textContent ?? "").trim();
    const words = label.split(/\s+/);
    if (words.length > 3) continue;
    const text = node.textContent ?? "";
    for (const match of text.matchAll(/\S+/g)) {
      const start = match.index;
      if (lineCount(start, start + match[0].length, node) < 2) continue;
      // Broken only after its hyphens: each piece up to a hyphen stays on one line.
      const pieces = [...match[0].matchAll(/[^-]+-?/g)];
      const atHyphens =
        pieces.length > 1 &&
        pieces.every((piece) => lineCount(start + piece.index, start + piece.index + piece[0].length, node) === 1);
      if (atHyphens && words.length > 1) continue;
      problems.push(`the word ${quote(match[0])} of the label ${quote(label)} breaks across lines`);
    }
  }

  // A control's short label (a button, a menu item, the logo) on one line: "Chat on" above "WhatsApp"
  // is a button too narrow for its words. Links inside running text wrap with it.
  if (window.innerWidth >= labelsOnOneLineFrom) {
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, summary")) {
      if (styleOf(control).display === "inline" || !shown(control, null)) continue;
      const own = lines.filter((line) => control.contains(line.element));
      const label = own.map((line) => line.text.trim()).join(" ");
      if (own.length < 2 || label.split(/\s+/).length > 3) continue;
      // An e-mail address longer than its column breaks after its "@" (EmailAddress), by design.
      if (/^[^\s@]+@ [^\s@]+$/.test(label)) continue;
      const tops = own.map((line) => line.rect.top);
      if (Math.max(...tops) - Math.min(...tops) > Math.min(...own.map((line) => line.rect.height)) / 2)
        problems.push(`the label of ${quote(label)} ${box(control.getBoundingClientRect())} wraps onto two lines`);
    }
  }

  // Text under the smallest size; an SVG's text at the size the drawing is scaled to.
  {
    const seen = new Set<Element>();
    for (const { element } of textNodes) {
      if (seen.has(element)) continue;
      seen.add(element);
      let size = px(styleOf(element).fontSize);
      if (element instanceof SVGElement) {
        const matrix = (element.closest("svg") as SVGSVGElement | null)?.getScreenCTM();
        if (matrix) size *= Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
      }
      if (size < smallestTextPx - 0.05)
        problems.push(
          `text ${quote(element.textContent ?? "")} ${box(element.getBoundingClientRect())} is ${size.toFixed(1)} px, under ${smallestTextPx} px`,
        );
    }
  }

  // The page does not scroll sideways: name the outermost elements that stick out.
  const viewportWidth = root.clientWidth;
  if (root.scrollWidth > viewportWidth) {
    const outermost: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const rect = element.getBoundingClientRect();
      const sticksOut = (node: Element) => {
        const r = node.getBoundingClientRect();
        return r.width > 0 && (r.right > viewportWidth + 0.5 || r.left < -0.5);
      };
      if (!sticksOut(element) || (element.parentElement && sticksOut(element.parentElement))) continue;
      if (!element.checkVisibility()) continue;
      outermost.push(`<${element.tagName.toLowerCase()}> ${quote(element.textContent ?? "")} ${box(rect)}`);
    }
    problems.push(
      `the page scrolls sideways: ${root.scrollWidth} px wide in a ${viewportWidth} px viewport; sticking out: ${outermost.slice(0, 4).join("; ") || "nothing visible"}`,
    );
  }

  // Controls a reader presses, and where they are on the page (the page at the top).
  const controlSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])';
  const controls = [...document.querySelectorAll<HTMLElement>(controlSelector)].filter(
    (control) => !control.closest("[inert]") && shown(control, null) && !visuallyHidden(control),
  );
  const name = (element: Element) =>
    quote(
      element.getAttribute("aria-label") ??
        (element.textContent?.trim() || element.getAttribute("title") || element.tagName.toLowerCase()),
    );
  const atTop = new Map<Element, DOMRect>(controls.map((control) => [control, control.getBoundingClientRect()]));

  // Floating controls: whatever is fixed to the viewport below the header, once the page is
  // scrolled far enough for all of them to show (the scroll-to-top button appears past 300 px).
  scrollTo(Math.max(320, Math.round(maxScroll() / 2)));
  await frame();
  await frame();
  const middle = window.scrollY;
  const floating = [...document.querySelectorAll("body *")].filter((element) => {
    if (styleOf(element).position !== "fixed" || visuallyHidden(element) || !shown(element, null)) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 4 && rect.height > 4 && rect.width < window.innerWidth / 2;
  });
  for (const control of floating) {
    const fixedBox = control.getBoundingClientRect();
    const label = `the floating ${name(control)}`;
    const controlStyle = styleOf(control);
    const radius = Math.min(
      fixedBox.width / 2,
      fixedBox.height / 2,
      ...[
        controlStyle.borderTopLeftRadius,
        controlStyle.borderTopRightRadius,
        controlStyle.borderBottomLeftRadius,
        controlStyle.borderBottomRightRadius,
      ].map(px),
    );
    /**
     * The scroll positions at which a box of the page (in page coordinates, or in the viewport for
     * what is itself pinned) meets the control's shape: a round button's corners cover nothing.
     */
    const meets = (rect: DOMRect, inViewport: boolean): string | null => {
      const left = Math.max(rect.left, fixedBox.left);
      const right = Math.min(rect.right, fixedBox.right);
      if (right - left <= 0.5) return null;
      // The shape is tallest where the box's columns come nearest its middle.
      const x = Math.min(Math.max(fixedBox.left + fixedBox.width / 2, left), right);
      const edge = Math.min(x - fixedBox.left, fixedBox.right - x);
      const inset = edge < radius ? radius - Math.sqrt(radius ** 2 - (radius - edge) ** 2) : 0;
      const top = fixedBox.top + inset;
      const bottom = fixedBox.bottom - inset;
      if (inViewport) return rect.top < bottom && rect.bottom > top ? `at ${middle} px` : null;
      const from = Math.max(0, rect.top - bottom);
      const to = Math.min(maxScroll(), rect.bottom - top);
      return from < to ? `scrolled to ${round(from)}-${round(to)} px` : null;
    };
    // What is itself fixed to the viewport is one of the floating controls, not the page under them.
    const hits: string[] = [];
    for (const line of lines) {
      if (line.pinned === "fixed") continue;
      const when = line.pinned ? meets(line.element.getBoundingClientRect(), true) : meets(line.rect, false);
      if (when) hits.push(`text ${quote(line.text)} ${box(line.rect)} ${when}`);
    }
    for (const target of controls) {
      const position = pinned(target);
      if (position === "fixed") continue;
      const rect = position ? target.getBoundingClientRect() : atTop.get(target);
      const when = rect ? meets(rect, position !== null) : null;
      if (when) hits.push(`control ${name(target)} ${box(rect as DOMRect)} ${when}`);
    }
    for (const hit of [...new Set(hits)]) problems.push(`${label} ${box(fixedBox)} covers ${hit}`);
  }

  // Keyboard focus. The sticky header's height, measured while it is stuck.
  const header = [...document.querySelectorAll("body *")].find((element) => {
    const style = styleOf(element);
    const rect = element.getBoundingClientRect();
    return style.position === "sticky" && rect.top <= 0.5 && rect.width >= window.innerWidth - 1;
  });
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  // A bar fixed across the foot of the screen, and where it starts.
  const footBar = [...document.querySelectorAll("body *")].find((element) => {
    const rect = element.getBoundingClientRect();
    return (
      styleOf(element).position === "fixed" &&
      rect.width >= window.innerWidth - 1 &&
      Math.abs(rect.bottom - window.innerHeight) < 1 &&
      shown(element, null)
    );
  });
  const footTop = footBar ? footBar.getBoundingClientRect().top : window.innerHeight;

  // Focus rings need a live stack of what lies under a point: let every layer be hit.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("* { pointer-events: auto !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const opacityOf = (element: Element) => {
    let value = 1;
    for (let node: Element | null = element; node; node = node.parentElement) value *= Number(styleOf(node).opacity);
    return value;
  };

  const focusStops = controls.filter((control) => control.tabIndex >= 0);
  for (const control of focusStops) {
    const name_ = name(control);
    // Tab from above: the control sits just under the top of the foot bar, then takes the focus.
    if (footBar && !pinned(control)) {
      const rect = atTop.get(control) ?? control.getBoundingClientRect();
      scrollTo(Math.min(maxScroll(), Math.max(0, rect.top - footTop + 1)));
      control.focus();
      const after = control.getBoundingClientRect();
      if (after.bottom > footTop + 0.5 && after.top < window.innerHeight - 0.5)
        problems.push(`Tab leaves ${name_} ${box(after)} under the bar at the foot (its top at y ${round(footTop)})`);
      control.blur();
    }
    // Shift+Tab from below: the control sits just under the header, then takes the focus.
    if (header && !pinned(control) && !header.contains(control)) {
      const rect = atTop.get(control) ?? control.getBoundingClientRect();
      scrollTo(Math.min(maxScroll(), Math.max(0, rect.bottom - headerBottom)));
      control.focus();
      const after = control.getBoundingClientRect();
      if (after.top < headerBottom - 0.5 && after.bottom > 0.5)
        problems.push(
          `Tab or Shift+Tab leaves ${name_} ${box(after)} under the header (its bottom at y ${round(headerBottom)})`,
        );
    } else {
      control.focus();
    }
    if (document.activeElement !== control) continue;
    // A ring that fades in (a colour transition) is read as it ends.
    for (const animation of control.getAnimations({ subtree: true })) animation.finish();

    // The ring: the control's outline, or that of a pseudo-element drawn over it (a card's link),
    // with the bands a ring-like shadow (no offset, no blur) adds beside it.
    let ring: { colours: string[]; width: number; offset: number; around: DOMRect } | null = null;
    for (const pseudo of [null, "::after", "::before"]) {
      const style = getComputedStyle(control, pseudo);
      if (style.outlineStyle === "none" || px(style.outlineWidth) <= 0) continue;
      let around = control.getBoundingClientRect();
      if (pseudo && style.position === "absolute") {
        let holder: Element | null = control;
        while (holder && styleOf(holder).position === "static") holder = holder.parentElement;
        if (holder) around = holder.getBoundingClientRect();
      }
      const bands = [
        ...style.boxShadow.matchAll(/((?:rgb|color|oklab|oklch)a?\([^)]*\)|#\w+) 0px 0px 0px ([\d.]+)px(?! inset)/g),
      ]
        .filter((match) => px(match[2] ?? "") > 0)
        .map((match) => match[1] ?? "");
      ring = {
        colours: [style.outlineColor, ...bands],
        width: px(style.outlineWidth),
        offset: px(style.outlineOffset),
        around,
      };
      break;
    }
    if (!ring) {
      problems.push(`${name_} shows no focus ring`);
      continue;
    }
    // The ring whole: not cut off by a box that hides its overflow, nor by the edge of the screen.
    const reach = Math.max(0, ring.offset + ring.width);
    const outer = {
      left: ring.around.left - reach,
      top: ring.around.top - reach,
      right: ring.around.right + reach,
      bottom: ring.around.bottom + reach,
    };
    if (outer.left < -0.5 || outer.right > root.clientWidth + 0.5)
      problems.push(`the focus ring of ${name_} ${box(outer)} runs off the side of the screen`);
    for (
      let ancestor = control.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const style = styleOf(ancestor);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY)) continue;
      const rect = ancestor.getBoundingClientRect();
      if (
        outer.left < rect.left - 0.5 ||
        outer.right > rect.right + 0.5 ||
        outer.top < rect.top - 0.5 ||
        outer.bottom > rect.bottom + 0.5
      ) {
        problems.push(
          `the focus ring of ${name_} ${box(outer)} is cut off by <${ancestor.tagName.toLowerCase()}> ${box(rect)}, which hides what overflows it`,
        );
        break;
      }
    }
    const colours = ring.colours.map(rgba).filter((colour) => colour[3] > 0);
    // The middle of the ring's left side (its top side for a control wider than the screen's edge allows).
    const distance = ring.offset + ring.width / 2;
    let x = ring.around.left - distance;
    let y = ring.around.top + ring.around.height / 2;
    if (x < 0) {
      x = ring.around.left + ring.around.width / 2;
      y = ring.around.top - distance;
    }
    const layers: Rgba[] = [];
    let picture = false;
    for (const element of document.elementsFromPoint(x, y)) {
      if (ring.offset >= 0 && (element === control || control.contains(element))) continue;
      const opacity = opacityOf(element);
      if (opacity === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
      const style = styleOf(element);
      // A drawing's shapes paint their fill; a picture, a gradient or a patterned fill only the screen can tell.
      const shape = element instanceof SVGGeometryElement;
      if (element instanceof SVGElement && !shape) continue;
      if (
        element instanceof HTMLImageElement ||
        element instanceof HTMLCanvasElement ||
        element instanceof HTMLVideoElement ||
        style.backgroundImage !== "none" ||
        (shape && !/^(rgb|none)/.test(style.fill))
      ) {
        picture = true;
        break;
      }
      const background = shape
        ? ((fill) => [fill[0], fill[1], fill[2], fill[3] * Number(style.fillOpacity)] as const)(
            rgba(style.fill === "none" ? "transparent" : style.fill),
          )
        : rgba(style.backgroundColor);
      if (background[3] === 0) continue;
      layers.push([background[0], background[1], background[2], background[3] * opacity]);
      if (background[3] * opacity >= 0.999) break;
    }
    let behind: Rgb = over(rgba(styleOf(root).backgroundColor), [255, 255, 255]);
    for (const layer of layers.reverse()) behind = over(layer, behind);
    rings.push({
      control: name_,
      colours,
      behind: picture ? null : (behind.map(round) as Rgb),
      x,
      y,
      scrollY: window.scrollY,
    });
  }
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  (document.activeElement as HTMLElement | null)?.blur();
  scrollTo(0);

  return { problems, rings, counted: { lines: lines.length, focusStops: focusStops.length } };
}

/** WCAG 2.x relative luminance of an sRGB colour (channels 0 to 255). */
function luminance(rgb: readonly number[]): number {
  const [red = 0, green = 0, blue = 0] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The contrast of a focus ring with what lies behind it, `behind` as measured (in the page, or from
 * a screenshot over a picture): the band that stands out most is what the reader sees. A sentence
 * when it is under `ringContrastFloor`, else null.
 */
export function ringProblem(ring: FocusRing, behind: Rgb): string | null {
  const ratios = ring.colours.map(([red, green, blue, alpha]) => {
    const drawn = [red, green, blue].map((channel, index) => channel * alpha + (behind[index] ?? 0) * (1 - alpha));
    const [light, dark] = [luminance(drawn), luminance(behind)].sort((a, b) => b - a) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
  const ratio = Math.max(0, ...ratios);
  if (ratio >= ringContrastFloor - 0.005) return null;
  const colours = ring.colours.map(
    (colour) => `rgba(${colour.map((value) => Math.round(value * 100) / 100).join(", ")})`,
  );
  return `the focus ring of ${ring.control} (${colours.join(" and ")}) has ${ratio.toFixed(2)}:1 against rgb(${behind.join(", ")}) behind it at x ${Math.round(ring.x)}, y ${Math.round(ring.y)}, under ${ringContrastFloor}:1`;
}
