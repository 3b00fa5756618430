// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { unexpectedErrorPage } from "#app/data/page-copy/unexpected-error.ts";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("A page component failed");
}

describe("the root error boundary", () => {
  it("shows the unexpected-error screen with a way home when a page fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([{ path: "/broken", Component: Broken, ErrorBoundary: ErrorBoundary as never }]);
    render(<Stub initialEntries={["/broken"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: unexpectedErrorPage.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: unexpectedErrorPage.homeLink })).toHaveAttribute("href", "/");
  });

  it("shows the not-found page when a loader answers 404", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        path: "/blog/missing",
        Component: () => null,
        loader: () => {
          throw data(null, { status: 404 });
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/blog/missing"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: notFoundPage.heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: notFoundPage.title })).toBeInTheDocument();
  });
});
