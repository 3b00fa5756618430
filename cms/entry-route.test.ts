// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { reloadWhenTheAddressNamesAnotherEntry } from "./entry-route";

function windowThatReloads() {
  const reload = vi.fn();
  const win = { addEventListener: window.addEventListener.bind(window), location: { reload } } as unknown as Window;
  reloadWhenTheAddressNamesAnotherEntry(win);
  const go = (from: string, to: string) =>
    window.dispatchEvent(
      new HashChangeEvent("hashchange", {
        oldURL: `http://localhost/admin/${from}`,
        newURL: `http://localhost/admin/${to}`,
      }),
    );
  return { reload, go };
}

describe("the content manager's address", () => {
  it("loads the entry afresh when it is changed from one entry to another", () => {
    const { reload, go } = windowThatReloads();
    go("#/collections/articles/entries/ocean-odyssey", "#/collections/articles/entries/cultural-journey");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves Decap's own moves alone: to and from lists, and a new entry getting its address", () => {
    const { reload, go } = windowThatReloads();
    go("#/collections/articles", "#/collections/articles/entries/ocean-odyssey");
    go("#/collections/articles/entries/ocean-odyssey", "#/collections/articles");
    go("#/collections/articles/new", "#/collections/articles/entries/hoi-an-nights");
    go("#/collections/articles/entries/ocean-odyssey", "#/collections/articles/entries/ocean-odyssey");
    expect(reload).not.toHaveBeenCalled();
  });
});
