import { useCallback, useEffect, useState } from "react";
import type { PublishRecord } from "#deploy/releases.js";

/**
 * What publishing did, where staff work: a line at the foot of /admin ("Live since 14:32", or "Not
 * published: …" with the reason), opening to the last publishes. It reads /admin/publishing.json,
 * which publishing from main writes on the server (deploy/releases.js), and looks again every half
 * minute and whenever the tab comes back into view. An entry awaiting publication shows its own
 * check beside it, as the commit status Decap reads from its branch
 * (docs/decisions/151-publishing.md).
 */

const publishingStatusUrl = "/admin/publishing.json";
const refreshMilliseconds = 30_000;

export type Status =
  { state: "loading" } | { state: "none" } | { state: "unreachable" } | { state: "known"; records: PublishRecord[] };

const time = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function when(record: PublishRecord): string {
  return time.format(new Date(record.at));
}

function duration(seconds: number | undefined): string {
  if (seconds === undefined) return "";
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** One record as a sentence a member of staff can act on. */
export function describeRecord(record: PublishRecord): string {
  const subject = record.subject ? `“${record.subject}”` : "the latest change";
  switch (record.result) {
    case "live":
      return `Live since ${when(record)}: ${subject}${record.seconds ? `, checked and published in ${duration(record.seconds)}` : ""}.`;
    case "rolled back":
      return `${when(record)}: the site went back to its previous release.`;
    case "refused":
      return `Not published (${when(record)}): ${subject}. The live site is unchanged. ${record.reason ?? ""} Correct it in the editor and publish again.`;
  }
}

/** The one line shown while the panel is closed: the newest record, or what is known. */
function headline(status: Status): string {
  switch (status.state) {
    case "loading":
      return "Publishing: looking…";
    case "none":
      return "Publishing: no publish recorded on this server yet.";
    case "unreachable":
      return "Publishing: the status could not be read just now.";
    case "known": {
      const [newest] = status.records;
      if (!newest) return "Publishing: nothing published yet.";
      if (newest.result === "refused") return "Publishing: the last publish was refused";
      return newest.result === "live"
        ? `Publishing: live since ${when(newest)}`
        : `Publishing: ${describeRecord(newest)}`;
    }
  }
}

async function readStatus(): Promise<Status> {
  try {
    const response = await fetch(publishingStatusUrl, { cache: "no-store", credentials: "same-origin" });
    if (response.status === 404) return { state: "none" };
    if (!response.ok) return { state: "unreachable" };
    const body = (await response.json()) as { records?: PublishRecord[] };
    return { state: "known", records: Array.isArray(body.records) ? body.records : [] };
  } catch {
    return { state: "unreachable" };
  }
}

export function PublishingPanel({ read = readStatus }: { read?: () => Promise<Status> }) {
  const [status, setStatus] = useState<Status>({ state: "loading" });
  // Staff's own choice to open or close; until they make one, a refusal opens the panel by itself
  // so that its reason is in view without a click.
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const refresh = useCallback(() => {
    void read().then(setStatus);
  }, [read]);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, refreshMilliseconds);
    const onVisible = () => document.visibilityState === "visible" && refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const records = status.state === "known" ? status.records : [];
  const newest = records[0];
  const open = chosen ?? newest?.result === "refused";
  const tone = newest?.result === "refused" ? "refused" : newest ? "fine" : "quiet";
  return (
    <section className="publishing-panel" data-tone={tone} aria-label="Publishing">
      <button type="button" aria-expanded={open} aria-controls="publishing-records" onClick={() => setChosen(!open)}>
        <span role="status">{headline(status)}</span>
      </button>
      <div id="publishing-records" hidden={!open}>
        {records.length > 0 ? (
          <ol>
            {records.slice(0, 10).map((record) => (
              <li key={`${record.at}-${record.kind}`} data-result={record.result}>
                {describeRecord(record)}
              </li>
            ))}
          </ol>
        ) : (
          <p>{headline(status)}</p>
        )}
        <p className="publishing-panel-note">
          A change is live a few minutes after Publish, once the site has been built and every page checked.
        </p>
      </div>
    </section>
  );
}
