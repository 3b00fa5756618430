/**
 * Decap's editor loads an entry only when it opens: changed in the address bar to another entry, its
 * form keeps the first, and Publish writes into its file (record 149). So such an address reloads.
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
