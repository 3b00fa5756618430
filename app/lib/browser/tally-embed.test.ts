// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  embedOptions,
  embedScriptDelayMs,
  formLoadTimeoutMs,
  isTallyMessage,
  startTallyEmbed,
  tallyEmbedUrl,
  tallyScriptSrc,
  type EmbedOutcome,
} from "./tally-embed";

// Any form id will do: the embed takes the configured one as an argument.
const testFormId = "w8Xq2b";
const formLoaded = JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: testFormId } });

describe("the embed URL", () => {
  it("points at the form with left alignment, hidden title, transparent background and dynamic height", () => {
    const url = new URL(tallyEmbedUrl(testFormId) ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`https://tally.so/embed/${testFormId}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      alignLeft: "1",
      hideTitle: "1",
      transparentBackground: "1",
      dynamicHeight: "1",
    });
    expect(embedOptions).toEqual({ alignLeft: "1", hideTitle: "1", transparentBackground: "1", dynamicHeight: "1" });
  });

  it("passes hidden fields as query parameters, encoded, without letting them change the options", () => {
    const url = new URL(
      tallyEmbedUrl(testFormId, { fromPage: "/destinations/vietnam", topic: "a&b", hideTitle: "0", empty: "" }) ?? "",
    );
    expect(url.searchParams.get("fromPage")).toBe("/destinations/vietnam");
    expect(url.searchParams.get("topic")).toBe("a&b");
    expect(url.searchParams.get("hideTitle")).toBe("1");
    expect(url.searchParams.has("empty")).toBe(false);
  });

  it("is null when no form id is configured, so the page shows the alternatives instead", () => {
    expect(tallyEmbedUrl("")).toBeNull();
    expect(tallyEmbedUrl("   ")).toBeNull();
  });
});

describe("Tally's messages", () => {
  it("are recognised as Tally documents them, and nothing else is", () => {
    const loaded = (data: unknown) => isTallyMessage(data, "Tally.FormLoaded");
    expect(loaded(formLoaded)).toBe(true);
    expect(loaded("Tally.FormLoaded")).toBe(false);
    expect(loaded(JSON.stringify({ event: "Tally.FormSubmitted" }))).toBe(false);
    expect(isTallyMessage(JSON.stringify({ event: "Tally.FormSubmitted" }), "Tally.FormSubmitted")).toBe(true);
    expect(loaded({ event: "Tally.FormLoaded" })).toBe(false);
    expect(loaded(undefined)).toBe(false);
  });
});

describe("the embed's lifecycle", () => {
  let frame: HTMLIFrameElement;
  let outcomes: EmbedOutcome[];
  let stop: () => void;
  const tallyWindow = window as Window & { Tally?: { loadEmbeds?: () => void } };

  const scripts = () => document.querySelectorAll(`script[src="${tallyScriptSrc}"]`);
  const script = () => scripts()[0] as HTMLScriptElement;

  function start() {
    stop = startTallyEmbed({ frame, onOutcome: (outcome) => outcomes.push(outcome) });
  }

  function postFromForm(data: string, origin = "https://tally.so", source: Window | null = frame.contentWindow) {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    frame = document.createElement("iframe");
    frame.dataset.tallySrc = tallyEmbedUrl(testFormId) ?? "";
    document.body.append(frame);
    outcomes = [];
    tallyWindow.Tally = {
      loadEmbeds: vi.fn(() => {
        frame.src = frame.dataset.tallySrc ?? "";
      }),
    };
  });

  afterEach(() => {
    stop?.();
    document.body.replaceChildren();
    delete tallyWindow.Tally;
    vi.useRealTimers();
  });

  it("adds the widget script 100 ms after the page is entered, once", () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs - 1);
    expect(scripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(1);
    expect(script().async).toBe(true);
  });

  it("removes the script when the page is left, and adds exactly one again on return", () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    stop();
    expect(scripts()).toHaveLength(0);
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    expect(scripts()).toHaveLength(1);
  });

  it("never leaves two copies, even when a stray one is already there", () => {
    const stray = document.createElement("script");
    stray.src = tallyScriptSrc;
    document.head.append(stray);
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    expect(scripts()).toHaveLength(1);
  });

  it("adds nothing when the page is left within the first 100 ms", () => {
    start();
    vi.advanceTimersByTime(50);
    stop();
    vi.advanceTimersByTime(1000);
    expect(scripts()).toHaveLength(0);
  });

  it("asks Tally to load the embeds, and is ready when the form says it has loaded", () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("load"));
    expect(tallyWindow.Tally?.loadEmbeds).toHaveBeenCalledTimes(1);
    expect(frame.getAttribute("src")).toBe(frame.dataset.tallySrc);
    postFromForm(formLoaded);
    expect(outcomes).toEqual([{ status: "ready" }]);
    vi.advanceTimersByTime(formLoadTimeoutMs * 2);
    expect(outcomes).toEqual([{ status: "ready" }]);
  });

  it("ignores messages from other origins or other frames", async () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("load"));
    postFromForm(formLoaded, "https://evil.example");
    postFromForm(formLoaded, "https://tally.so", window);
    expect(outcomes).toEqual([]);
  });

  it("fails at once when the script cannot load (network error, blocker, policy)", () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("error"));
    expect(outcomes).toEqual([{ status: "failed", reason: "script-error" }]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("script-error"));
  });

  it("fails when the script hangs past the time limit, and ignores it if it arrives later", () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs + formLoadTimeoutMs - 1);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes).toEqual([{ status: "failed", reason: "script-timeout" }]);
    script().dispatchEvent(new Event("load"));
    expect(tallyWindow.Tally?.loadEmbeds).not.toHaveBeenCalled();
    expect(outcomes).toHaveLength(1);
  });

  it("fails when the frame has not shown the form within the time limit, and recovers if it arrives late", async () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(formLoadTimeoutMs);
    expect(outcomes).toEqual([{ status: "failed", reason: "frame-timeout" }]);
    postFromForm(formLoaded);
    expect(outcomes.at(-1)).toEqual({ status: "ready" });
  });

  it("starts the frame's clock only once Tally has given the frame a source", async () => {
    tallyWindow.Tally = { loadEmbeds: vi.fn() };
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(formLoadTimeoutMs * 3);
    expect(outcomes).toEqual([]);
    frame.src = frame.dataset.tallySrc ?? "";
    await vi.advanceTimersByTimeAsync(formLoadTimeoutMs);
    expect(outcomes).toEqual([{ status: "failed", reason: "frame-timeout" }]);
  });

  it("sets the frame's source itself when the script defines no Tally global", () => {
    delete tallyWindow.Tally;
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("load"));
    expect(frame.getAttribute("src")).toBe(frame.dataset.tallySrc);
  });

  it("fails when Tally throws while loading the embeds", () => {
    tallyWindow.Tally = {
      loadEmbeds: () => {
        throw new Error("broken widget");
      },
    };
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    script().dispatchEvent(new Event("load"));
    expect(outcomes).toEqual([{ status: "failed", reason: "embed-error" }]);
  });

  it("reports nothing after the page is left", async () => {
    start();
    vi.advanceTimersByTime(embedScriptDelayMs);
    const loaded = script();
    stop();
    loaded.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(formLoadTimeoutMs * 2);
    postFromForm(formLoaded);
    expect(outcomes).toEqual([]);
  });
});
