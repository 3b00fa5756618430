// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PublishRecord } from "#deploy/releases.js";
import { describeRecord, PublishingPanel } from "./publishing-panel";

const live: PublishRecord = {
  at: "2026-11-25T09:02:00Z",
  kind: "publish",
  result: "live",
  subject: "Update Articles “ocean-odyssey”",
  seconds: 212,
};
const refused: PublishRecord = {
  at: "2026-11-25T10:40:00Z",
  kind: "publish",
  result: "refused",
  subject: "Delete media “team-ananya-rao.svg”",
  reason: 'content/images: there is no picture "team-ananya-rao", yet the team uses it.',
};

describe("a publishing record", () => {
  it("reads as a sentence staff can act on", () => {
    expect(describeRecord(live)).toMatch(
      /^Live since 25 Nov, \d\d:\d\d: “Update Articles “ocean-odyssey””, checked and published in 3 min 32 s\.$/,
    );
    expect(describeRecord(refused)).toContain("The live site is unchanged.");
    expect(describeRecord(refused)).toContain(refused.reason);
  });
});

/** Waits until the panel's status line says this: it reads "looking…" until the records are in. */
async function statusSays(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(text));
}

describe("the publishing panel of /admin", () => {
  it("says when the site went live, and lists the last publishes when opened", async () => {
    render(<PublishingPanel read={async () => ({ state: "known", records: [live] })} />);
    await statusSays(/^Publishing: live since 25 Nov/);
    await userEvent.click(screen.getByRole("button", { name: /Publishing/ }));
    expect(screen.getByRole("listitem")).toHaveTextContent("checked and published in 3 min 32 s");
  });

  it("opens by itself on a refusal, with its reason in view", async () => {
    render(<PublishingPanel read={async () => ({ state: "known", records: [refused, live] })} />);
    await statusSays("Publishing: the last publish was refused");
    expect(screen.getByRole("button", { name: /Publishing/ })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("yet the team uses it");
  });

  it("says so when this server has recorded no publish", async () => {
    render(<PublishingPanel read={async () => ({ state: "none" })} />);
    await statusSays("Publishing: no publish recorded on this server yet.");
  });
});
