// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "#app/utils/paths.ts";
import { Link, NavLink } from "./link";

/** Clicks a link as a reader would; true when the app rendered the next page itself, in the same document. */
function clickNavigatesInTheApp(name: string): boolean {
  // jsdom cannot load a document: a click the app leaves to the browser is stopped at the window.
  window.addEventListener("click", (event) => event.preventDefault(), { once: true });
  fireEvent.click(screen.getByRole("link", { name }));
  return screen.queryByText("Another page") !== null;
}

function renderLinks(from = "/") {
  const Stub = createRoutesStub([
    {
      path: from,
      Component: () => (
        <nav>
          <Link to={paths.about}>About</Link>
          <Link to={`${paths.contact}?from=%2Fabout`}>Write to us</Link>
          <NavLink to={paths.contact} prefetch="intent">
            CONTACT
          </NavLink>
        </nav>
      ),
    },
    { path: "*", Component: () => <p>Another page</p> },
  ]);
  render(<Stub initialEntries={[from]} />);
}

describe("the site's links", () => {
  it("navigate inside the app to an ordinary page", () => {
    renderLinks();
    expect(clickNavigatesInTheApp("About")).toBe(true);
  });

  it("load the contact page as a document, with or without a query, from a link or the navigation", () => {
    for (const name of ["Write to us", "CONTACT"]) {
      renderLinks();
      expect(clickNavigatesInTheApp(name), name).toBe(false);
      document.body.innerHTML = "";
    }
  });

  it("leave the contact page as a document, dropping what only its policy allows", () => {
    renderLinks(paths.contact);
    expect(clickNavigatesInTheApp("About")).toBe(false);
  });
});
