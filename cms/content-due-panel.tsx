import { useState } from "react";
import type { DueItem } from "#app/lib/content/content-due.ts";

/** What staff should check next (app/lib/content/content-due.ts): a line of /admin that opens to the list. */
export function ContentDuePanel({ items }: { items: readonly DueItem[] }) {
  const [open, setOpen] = useState(items.some((item) => item.reason === "expired" || item.reason === "lapsed"));
  if (items.length === 0) return null;
  const expired = items.filter((item) => item.reason === "expired").length;
  const lapsed = items.filter((item) => item.reason === "lapsed").length;
  const headline =
    expired > 0
      ? `To check: ${expired === 1 ? "1 price has" : `${expired} prices have`} expired`
      : lapsed > 0
        ? `To check: ${lapsed === 1 ? "1 fact is" : `${lapsed} facts are`} past the review day`
        : `To check: ${items.length === 1 ? "1 entry" : `${items.length} entries`}`;
  return (
    <section
      className="content-due-panel"
      data-tone={expired + lapsed > 0 ? "refused" : "fine"}
      aria-label="Content to check"
    >
      <button type="button" aria-expanded={open} aria-controls="content-due-items" onClick={() => setOpen(!open)}>
        {headline}
      </button>
      <div id="content-due-items" hidden={!open}>
        <ul>
          {items.map((item) => (
            <li key={`${item.file}-${item.reason}-${item.title}`} data-reason={item.reason}>
              <strong>{item.title}</strong> ({item.file}): {item.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
