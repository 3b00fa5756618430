import "./evaluate-nothing";
import CMS from "decap-cms-app";
import type { CmsWidgetPreviewProps } from "decap-cms-core";
import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import siteStylesheet from "#app/styles/app.css?url";
import "./admin.css";
import { checkedControl, registerCheckedWidgets } from "./checked-widgets";
import { cmsConfig } from "./config";
import { markdownFormat } from "./content-format";
import { entryPlaceProblems, entryProblems, entrySchemas } from "./entry-checks";
import { figureComponent } from "./figure-component";
import { phrases } from "./messages";
import { ContentDuePanel } from "./content-due-panel";
import { reloadWhenTheAddressNamesAnotherEntry } from "./entry-route";
import { warnBeforeDeletingPicturesInUse } from "./picture-delete-warning";
import { guideInUse, refuseDeletingGuidesInUse, type TripUse } from "./guide-delete-guard";
import { previews } from "./previews";
import { booking } from "#app/data/booking.ts";
import { articleBodyProblem } from "#app/lib/content/article-body.ts";
import { site } from "#app/data/site.ts";
import { collections, isFolder, trips } from "#app/lib/content/collections.ts";
import type { DueItem } from "#app/lib/content/content-due.ts";
import { ruleContext, type PriceEnd } from "#app/lib/content/content-rules.ts";
import { datedFacts } from "#app/generated/settings/dated-facts.ts";
import type { WhenToGoRow } from "#app/lib/content/month-table.ts";
import type { FestivalDates } from "#app/lib/content/trip-schema.ts";
import { slugify } from "#app/utils/slug.ts";

// The content as published, from scripts/pipeline/build-admin.ts.
declare const __CMS_SETTINGS__: { repo: string; branch: string; origin: string; authUrl?: string };
declare const __PICTURE_USES__: Record<string, string[]>;
declare const __GUIDE_MONTHS__: Record<string, WhenToGoRow[]>;
declare const __GUIDE_TRIPS__: Record<string, TripUse[]>;
declare const __CONTENT_DUE__: DueItem[];
declare const __FESTIVALS__: FestivalDates[];
declare const __PRICE_ENDS__: PriceEnd[];

// Decap's own typing of a registered widget names its props, not its components.
const markdown = CMS.getWidget("markdown") as unknown as {
  control: Parameters<typeof checkedControl>[0];
  preview: ComponentType<CmsWidgetPreviewProps>;
};
CMS.registerWidget(
  "article-body",
  checkedControl(markdown.control, ({ value }) => articleBodyProblem(typeof value === "string" ? value : "")),
  markdown.preview,
);
registerCheckedWidgets(CMS as unknown as Parameters<typeof registerCheckedWidgets>[0]);
CMS.registerEditorComponent(figureComponent);
CMS.registerPreviewStyle(siteStylesheet);
// A folder's preview is registered under the collection's name, a file's under the file's name.
for (const collection of collections) {
  const entries = isFolder(collection) ? [collection] : collection.files;
  for (const { name, preview } of entries) if (preview) CMS.registerPreviewTemplate(name, previews[preview]);
}
CMS.registerLocale("en", phrases);
// Registered under Decap's own name, it replaces Decap's Markdown format, which reads any front matter language.
CMS.registerCustomFormat("frontmatter", "md", markdownFormat);

const published = { ...ruleContext(site, datedFacts.facts), priceBasis: booking };

/** A saved guide keeps its country: its file (its address) is named after it, and trips name it. */
function renamedGuide(collection: string, slug: string, isNew: boolean, data: Record<string, unknown>): string[] {
  if (collection !== "guides" || isNew || typeof data.name !== "string" || slugify(data.name) === slug) return [];
  const country = Object.keys(__GUIDE_TRIPS__).find((name) => slugify(name) === slug);
  return [
    (country && guideInUse(country, __GUIDE_TRIPS__[country] ?? [])) ??
      `Country: a saved guide keeps its country (its address is made from it). To cover ${data.name}, create a new guide.`,
  ];
}

// Before a save: the whole entry against its schema and the content rules, for what no single field can see.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const { body, ...data } = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
    const collection = entry.get("collection") as string;
    const slug = entry.get("slug") as string;
    // A trip's price is checked against the other trips' as published, not its own published self.
    const ownFile = `${trips.folder}/${slug}.${trips.extension}`;
    const context = { ...published, priceEnds: __PRICE_ENDS__.filter((end) => end.file !== ownFile) };
    // The entry's key in entrySchemas: its collection, and the file of a collection of files.
    const key = entrySchemas.has(collection) ? collection : `${collection}/${slug}`;
    const problems = [
      ...entryProblems(key, data, typeof body === "string" ? body : undefined, context),
      ...renamedGuide(collection, slug, Boolean(entry.get("newRecord")), data),
    ];
    // Where the places lie, once the entry has the shape its schema asks.
    if (problems.length === 0) problems.push(...(await entryPlaceProblems(key, data)));
    if (problems.length === 0) return undefined;
    const refusal = new Error(problems.join(" "));
    // Decap shows the error as text: without a name it reads as the problems alone.
    refusal.name = "";
    throw refusal;
  },
});

/** decap-server's address, given only by a server for local editing (server/security.js); production's is a 404. */
async function localBackend(): Promise<string | undefined> {
  try {
    const response = await fetch("/admin/local-backend.json", { cache: "no-store" });
    return response.ok ? ((await response.json()) as { url: string }).url : undefined;
  } catch {
    return undefined;
  }
}

CMS.init({
  config: cmsConfig({
    ...__CMS_SETTINGS__,
    localBackend: await localBackend(),
    guideMonths: __GUIDE_MONTHS__,
    festivals: __FESTIVALS__,
  }) as never,
});
reloadWhenTheAddressNamesAnotherEntry();
warnBeforeDeletingPicturesInUse(
  String((phrases.mediaLibrary as Record<string, Record<string, string>>).mediaLibrary?.onDelete),
  __PICTURE_USES__,
);
const editorPhrases = (phrases.editor as Record<string, Record<string, string>>).editor ?? {};
refuseDeletingGuidesInUse(
  [String(editorPhrases.onDeletePublishedEntry), String(editorPhrases.onDeleteWithUnsavedChanges)],
  __GUIDE_TRIPS__,
);

// In a root of its own beside Decap's.
const panel = document.createElement("div");
document.body.append(panel);
createRoot(panel).render(
  <>
    <ContentDuePanel items={__CONTENT_DUE__} />
    <a className="counts-link" href="/admin/counts/">
      Presses and page views
    </a>
  </>,
);
