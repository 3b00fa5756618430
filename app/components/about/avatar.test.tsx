// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { images } from "#app/generated/images.ts";
import { Avatar, avatarStates, initialsOf, nextAvatarState } from "./avatar";

function frame(): HTMLElement {
  return document.querySelector<HTMLElement>("[data-state]")!;
}

function initials(): HTMLElement | null {
  return screen.queryByTestId("avatar-initials");
}

describe("the avatar's state machine", () => {
  it("knows four states", () => {
    expect(avatarStates).toEqual(["idle", "loading", "loaded", "error"]);
  });

  it("goes from idle to loading, then to loaded or error, which are final", () => {
    expect(nextAvatarState("idle", "start")).toBe("loading");
    expect(nextAvatarState("loading", "load")).toBe("loaded");
    expect(nextAvatarState("loading", "fail")).toBe("error");
    expect(nextAvatarState("loaded", "fail")).toBe("loaded");
    expect(nextAvatarState("error", "load")).toBe("error");
    expect(nextAvatarState("loaded", "start")).toBe("loaded");
  });

  it("ignores a load or an error before loading has started", () => {
    expect(nextAvatarState("idle", "load")).toBe("idle");
    expect(nextAvatarState("idle", "fail")).toBe("idle");
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Meera Kulkarni")).toBe("MK");
    expect(initialsOf("  thilini   fernando ")).toBe("TF");
    expect(initialsOf("Maria de la Cruz")).toBe("MC");
    expect(initialsOf("Arjun")).toBe("A");
  });
});

describe("the Avatar component", () => {
  it("prerenders the real portrait with the initials behind it", () => {
    const html = renderToString(<Avatar name="Meera Kulkarni" photo="team-ananya-rao" />);
    expect(html).toContain(`src="${images["team-ananya-rao"].src}"`);
    expect(html).toContain('alt="Illustrated portrait of Meera Kulkarni"');
    expect(html).toContain(">MK</span>");
    expect(html).toContain('data-state="idle"');
  });

  it("shows the initials while the portrait is loading", () => {
    render(<Avatar name="Meera Kulkarni" photo="team-ananya-rao" />);
    expect(frame()).toHaveAttribute("data-state", "loading");
    expect(initials()).toHaveTextContent("MK");
    expect(screen.getByRole("img", { name: "Illustrated portrait of Meera Kulkarni" })).toBeInTheDocument();
  });

  it("shows only the portrait once it has loaded", () => {
    render(<Avatar name="Meera Kulkarni" photo="team-ananya-rao" />);
    act(() => {
      fireEvent.load(screen.getByRole("img"));
    });
    expect(frame()).toHaveAttribute("data-state", "loaded");
    expect(initials()).toBeNull();
    expect(screen.getByRole("img", { name: "Illustrated portrait of Meera Kulkarni" })).toBeVisible();
  });

  it("falls back to the initials, without a broken image, when the portrait fails", () => {
    render(<Avatar name="Arjun Mehta" photo="team-nuwan-perera" />);
    act(() => {
      fireEvent.error(screen.getByRole("img"));
    });
    expect(frame()).toHaveAttribute("data-state", "error");
    expect(initials()).toHaveTextContent("AM");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows the initials when no portrait is given", () => {
    render(<Avatar name="Thilini Fernando" />);
    expect(frame()).toHaveAttribute("data-state", "idle");
    expect(initials()).toHaveTextContent("TF");
    expect(document.querySelector("img")).toBeNull();
  });

  it("notices a portrait that finished loading before the page hydrated", () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete")!;
    const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "naturalWidth")!;
    Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => true });
    Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { configurable: true, get: () => 480 });
    try {
      render(<Avatar name="Meera Kulkarni" photo="team-ananya-rao" />);
      expect(frame()).toHaveAttribute("data-state", "loaded");
      expect(initials()).toBeNull();
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, "complete", complete);
      Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", naturalWidth);
    }
  });
});
