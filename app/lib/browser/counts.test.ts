// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { countPath } from "#app/data/count-vocabulary.js";
import { site } from "#app/data/site.ts";
import { countOfPress, sendCount } from "./counts";

const chat = `${site.chat.host}/${site.phone.digits}?text=Hello`;

/** A window whose fetch is watched. */
function fakeWindow({ gpc = false } = {}) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  const win = { navigator: { globalPrivacyControl: gpc }, fetch } as unknown as Window;
  return { win, fetch };
}

describe("an event", () => {
  it("is one JSON post to the site's own endpoint that outlives the page, without cookie or referrer", () => {
    const { win, fetch } = fakeWindow();
    sendCount("chat", { place: "price" }, "/trips/golden-triangle", win);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(countPath);
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit", referrerPolicy: "no-referrer" });
    // A trip page's trip is added.
    expect(JSON.parse(init.body as string)).toEqual({
      kind: "chat",
      path: "/trips/golden-triangle",
      place: "price",
      trip: "golden-triangle",
    });
  });

  it("is not sent at all by a browser with Global Privacy Control", () => {
    const { win, fetch } = fakeWindow({ gpc: true });
    sendCount("call", { place: "footer" }, "/", win);
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** The count a click on the first element matching `selector` in `html` makes. */
function clickCount(html: string, selector: string) {
  document.body.innerHTML = html;
  let count: ReturnType<typeof countOfPress>;
  const listen = (event: Event) => {
    count = countOfPress(event);
    event.preventDefault(); // jsdom cannot follow the link
  };
  window.addEventListener("click", listen);
  document.querySelector<HTMLElement>(selector)!.click();
  window.removeEventListener("click", listen);
  return count;
}

describe("a press", () => {
  afterEach(() => void (document.body.innerHTML = ""));

  it("of a chat, call or mail link is counted at the nearest place around it, the page's body by default", () => {
    expect(clickCount(`<footer data-place="footer"><a href="tel:+91"><span>call</span></a></footer>`, "span")).toEqual([
      "call",
      { place: "footer" },
    ]);
    expect(clickCount(`<p><a href="mailto:a@b.example">mail</a></p>`, "a")).toEqual(["mail", { place: "body" }]);
    expect(
      clickCount(`<div data-place="cta"><article data-place="card"><a href="${chat}">chat</a></article></div>`, "a"),
    ).toEqual(["chat", { place: "card" }]);
  });

  it("names the office whose own number it reaches, and the trip it is about", () => {
    const office = `<article data-place="office"><a data-office="colombo" href="tel:+94">call</a></article>`;
    expect(clickCount(office, "a")).toEqual(["call", { place: "office", office: "colombo" }]);
    const trip = `<div data-place="composer" data-trip="golden-triangle"><a href="mailto:a@b.example">mail</a></div>`;
    expect(clickCount(trip, "a")).toEqual(["compose-mail", { place: "composer", trip: "golden-triangle" }]);
  });

  it("in the contact form's place is its fallback", () => {
    expect(clickCount(`<div data-place="form"><a href="${chat}">chat</a></div>`, "a")).toEqual([
      "form-fallback",
      { place: "form" },
    ]);
  });

  it("of any other link is not counted", () => {
    expect(clickCount(`<footer data-place="footer"><a href="/about">About</a></footer>`, "a")).toBeUndefined();
    expect(clickCount(`<a href="https://www.instagram.com/x">Instagram</a>`, "a")).toBeUndefined();
  });

  it("of the composer's Send is counted once the page lets the form go, never when it stops it", () => {
    document.body.innerHTML = `<div data-place="composer" data-trip="golden-triangle"><form action="${chat}"></form></div>`;
    const form = document.querySelector("form")!;
    const counts: ReturnType<typeof countOfPress>[] = [];
    const listen = (event: Event) => counts.push(countOfPress(event));
    window.addEventListener("submit", listen);
    form.addEventListener("submit", (event) => event.preventDefault(), { once: true });
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    window.removeEventListener("submit", listen);
    expect(counts).toEqual([undefined, ["compose", { place: "composer", trip: "golden-triangle" }]]);
  });
});
