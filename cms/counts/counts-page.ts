import "./counts.css";
import type { Report, ReportRow } from "#server/counts/report.js";

/**
 * The staff page of the site's own counts (record 164): it asks the editor's server for the report
 * with the GitHub token the content manager keeps, and the server asks GitHub whether that account
 * may publish; the page itself decides nothing.
 */

const kindLabels: Record<string, string> = {
  view: "Views",
  chat: "Chat opened",
  call: "Dialler opened",
  mail: "Mail app opened",
  compose: "Composer to chat",
  "compose-mail": "Composer to mail",
  "form-shown": "Form shown",
  "form-sent": "Form sent",
  "form-fallback": "Form fallback used",
};

const days = new URLSearchParams(location.search).get("days") === "28" ? 28 : 7;
const status = document.getElementById("status")!;
const tables = document.getElementById("tables")!;

/** The token Decap keeps in this origin's storage once staff have signed in. */
function token(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem("decap-cms-user") ?? "null") as { token?: string } | null;
    return user?.token;
  } catch {
    return undefined;
  }
}

/** The report, or undefined once the server's refusal is shown. */
async function fetchReport(format?: "csv"): Promise<Response | undefined> {
  const signedIn = token();
  const answer = await fetch(`/api/report?days=${days}${format ? `&format=${format}` : ""}`, {
    headers: signedIn ? { authorization: `Bearer ${signedIn}` } : {},
    cache: "no-store",
  });
  if (answer.ok) return answer;
  status.textContent = `${await answer.text()} (${answer.status})`;
}

const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

function cell(tag: "td" | "th", text: string | number, scope?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = String(text);
  if (scope) element.setAttribute("scope", scope);
  return element;
}

function table(caption: string, heading: string, report: Report, rows: ReportRow[]): HTMLTableElement {
  const element = document.createElement("table");
  element.createCaption().textContent = caption;
  const head = element.createTHead().insertRow();
  const columns = [heading, ...report.kinds.map((kind) => kindLabels[kind] ?? kind)];
  for (const text of [
    ...columns,
    "Presses",
    "Share of views that asked",
    "Before: views",
    "Before: presses",
    "Before: share",
  ])
    head.append(cell("th", text, "col"));
  const body = element.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    line.append(cell("th", row.key, "row"));
    for (const kind of report.kinds) line.append(cell("td", row.counts[kind] ?? 0));
    line.append(cell("td", row.asked), cell("td", percent(row.share)));
    line.append(cell("td", row.before.views), cell("td", row.before.asked), cell("td", percent(row.before.share)));
  }
  if (rows.length === 0)
    body.insertRow().append(Object.assign(cell("td", "Nothing counted yet."), { colSpan: columns.length + 5 }));
  return element;
}

async function show(): Promise<void> {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("nav a"))
    if (link.search === `?days=${days}`) link.setAttribute("aria-current", "page");
  const answer = await fetchReport();
  if (!answer) return;
  const report = (await answer.json()) as Report;
  status.textContent = `${report.from} to ${report.to} (India time), beside ${report.before.from} to ${report.before.to}.`;
  tables.replaceChildren(
    table(
      "Pages",
      "Page",
      report,
      report.rows.filter((row) => row.by === "page"),
    ),
    table(
      "Trips (their page, and presses about them elsewhere)",
      "Trip",
      report,
      report.rows.filter((row) => row.by === "trip"),
    ),
  );
}

document.getElementById("csv")!.addEventListener("click", async () => {
  const answer = await fetchReport("csv");
  if (!answer) return;
  const name = /filename="([^"]+)"/.exec(answer.headers.get("content-disposition") ?? "")?.[1] ?? "counts.csv";
  const link = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(await answer.blob()),
    download: name,
  });
  link.click();
  URL.revokeObjectURL(link.href);
});

show().catch(() => {
  status.textContent = "The report could not be loaded: try again in a minute.";
});
