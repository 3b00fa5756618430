// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { embedScriptDelayMs, tallyScriptSrc } from "#app/lib/browser/tally-embed.ts";
import { site } from "#app/data/site.ts";
import { chatAddress, literal, mailAddress, startingWith } from "#tests/site-facts.ts";
import { ContactFormEmbed } from "./contact-form-embed";

// Any form id will do: the embed takes the configured one as a property.
const testFormId = "w8Xq2b";
const formLoaded = JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: testFormId } });

function Embed({ formId = testFormId }: { formId?: string }) {
  return (
    <MemoryRouter initialEntries={["/contact"]}>
      <ContactFormEmbed formId={formId} />
    </MemoryRouter>
  );
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[title="Contact form"]');
const script = () => document.querySelector<HTMLScriptElement>(`script[src="${tallyScriptSrc}"]`);

describe("the contact form embed", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/contact");
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("prerenders a hidden, lazily loaded frame and the e-mail and chat alternatives", () => {
    const html = renderToString(<Embed />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const iframe = doc.querySelector("iframe");
    expect(iframe?.getAttribute("title")).toBe("Contact form");
    expect(iframe?.getAttribute("loading")).toBe("lazy");
    expect(iframe?.hasAttribute("src")).toBe(false);
    expect(iframe?.getAttribute("data-tally-src")).toBe(
      `https://tally.so/embed/${testFormId}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1`,
    );
    expect(iframe?.className).toContain("min-h-[400px]");
    // Without JavaScript the empty frame stays out of sight; the alternatives are there instead.
    expect(iframe?.parentElement?.className).toBe("hidden");
    const hrefs = [...doc.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "");
    expect(hrefs).toContainEqual(expect.stringMatching(startingWith(`${mailAddress}?subject=Travel%20Inquiry`)));
    expect(hrefs).toContainEqual(expect.stringMatching(startingWith(`${chatAddress}?text=`)));
  });

  it("shows the frame once running, and the alternatives until the form has loaded", () => {
    render(<Embed />);
    expect(frame()?.parentElement).not.toHaveClass("hidden");
    expect(screen.getByText(/Form not showing\?/)).toBeInTheDocument();
    expect(script()).toBeNull();

    act(() => vi.advanceTimersByTime(embedScriptDelayMs));
    expect(script()).not.toBeNull();
    act(() => {
      (window as Window & { Tally?: unknown }).Tally = {
        loadEmbeds: () => frame()?.setAttribute("src", frame()?.dataset.tallySrc ?? ""),
      };
      script()?.dispatchEvent(new Event("load"));
    });
    act(() =>
      window.dispatchEvent(
        new MessageEvent("message", { data: formLoaded, origin: "https://tally.so", source: frame()?.contentWindow }),
      ),
    );

    expect(screen.queryByText(/Form not showing\?/)).toBeNull();
    expect(frame()).toHaveAttribute("src", frame()?.dataset.tallySrc);
    delete (window as Window & { Tally?: unknown }).Tally;
  });

  it("puts the alternatives in place of the frame when the script fails", () => {
    render(<Embed />);
    act(() => vi.advanceTimersByTime(embedScriptDelayMs));
    act(() => {
      script()?.dispatchEvent(new Event("error"));
    });
    expect(frame()).toBeNull();
    expect(screen.getByText("Our online form is not available right now.")).toBeInTheDocument();
    // The address in words; the mail draft is the section's own button below, not a second one here.
    expect(screen.getByText(new RegExp(literal(site.email)))).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /email/i })).toBeNull();
    const chat = new URL(screen.getByRole("link", { name: /^Chat on WhatsApp/ }).getAttribute("href") ?? "");
    expect(chat.origin + chat.pathname).toBe(chatAddress);
    expect(chat.searchParams.get("text")).toMatch(/form isn't showing/);
  });

  it("removes the script when the page is left", () => {
    const { unmount } = render(<Embed />);
    act(() => vi.advanceTimersByTime(embedScriptDelayMs));
    expect(script()).not.toBeNull();
    unmount();
    expect(script()).toBeNull();
  });

  it("shows only the alternatives, and loads nothing, when no form id is configured", () => {
    render(<Embed formId="" />);
    act(() => vi.advanceTimersByTime(embedScriptDelayMs * 10));
    expect(frame()).toBeNull();
    expect(script()).toBeNull();
    expect(screen.getByText("Our online form is not available right now.")).toBeInTheDocument();
  });

  it("tells the form which page the visitor came from", () => {
    window.history.replaceState(null, "", "/contact?from=%2Fdestinations%2Fvietnam&topic=trip-planning");
    render(<Embed />);
    const src = new URL(frame()?.dataset.tallySrc ?? "");
    expect(src.searchParams.get("fromPage")).toBe("/destinations/vietnam");
    expect(src.searchParams.get("topic")).toBe("trip-planning");
    expect(src.searchParams.get("dynamicHeight")).toBe("1");
  });
});
