/**
 * Decap's editor loads an entry when it opens and not again: when the address bar is changed from
 * one entry to another (…/entries/a to …/entries/b), its form keeps entry a, and Publish writes into
 * a's file (decap-cms-core's Editor loads the entry in componentDidMount only, and its
 * componentDidUpdate ignores a new slug; docs/decisions/149-content-manager.md). So an
 * address that names another entry is loaded afresh, as if it had been typed into a new tab.
 */

const entryAddress = /^#\/collections\/([^/]+)\/entries\/(.+)$/;

function entryOf(url: string): string | undefined {
  const match = entryAddress.exec(new URL(url).hash);
  return match ? `${match[1]}/${decodeURIComponent(match[2]!)}` : undefined;
}

export function reloadWhenTheAddressNamesAnotherEntry(win: Window = window): void {
  win.addEventListener("hashchange", (event) => {
    const before = entryOf(event.oldURL);
    const after = entryOf(event.newURL);
    if (before && after && before !== after) win.location.reload();
  });
}
