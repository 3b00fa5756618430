import CMS from "decap-cms-app";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import siteStylesheet from "~/styles/app.css?url";
import "./admin.css";
import { articleBodyControl } from "./article-body-widget";
import { ArticlePreview } from "./article-preview";
import { registerCheckedWidgets } from "./checked-widgets";
import { cmsConfig } from "./config";
import { entryProblems, entrySchemas } from "./entry-checks";
import { figureComponent } from "./figure-component";
import { phrases } from "./messages";
import { ContentDuePanel } from "./content-due-panel";
import { PublishingPanel } from "./publishing-panel";
import { reloadWhenTheAddressNamesAnotherEntry } from "./entry-route";
import { warnBeforeDeletingPicturesInUse } from "./picture-delete-warning";
import { FactsPreview, GuidePreview, PolicyPreview, TeamPreview, TripPreview } from "./previews";
import { destinationNames } from "~/data/destinations";
import type { DueItem } from "~/lib/content/content-due";
import type { WhenToGoRow } from "~/lib/content/month-table";
import type { FestivalDates } from "~/lib/content/trip-schema";
import { slugify } from "~/utils/slug";

/**
 * The content manager at /admin: Decap CMS with the site's React, fields and checks generated from
 * the build's schemas, the site's own previews, and messages in plain words. The repository and
 * origin come from the build (scripts/pipeline/build-admin.ts).
 */

declare const __CMS_SETTINGS__: { repo: string; branch: string; origin: string };
declare const __PICTURE_USES__: Record<string, string[]>;
declare const __GUIDE_MONTHS__: Record<string, WhenToGoRow[]>;
declare const __CONTENT_DUE__: DueItem[];
declare const __FESTIVALS__: FestivalDates[];

// Decap's own typing of a registered widget names its props, not its components.
const markdown = CMS.getWidget("markdown") as unknown as {
  control: ComponentType<CmsWidgetControlProps<string | undefined>>;
  preview: ComponentType<CmsWidgetPreviewProps>;
};
CMS.registerWidget("article-body", articleBodyControl(markdown.control), markdown.preview);
registerCheckedWidgets(CMS as unknown as Parameters<typeof registerCheckedWidgets>[0]);
CMS.registerEditorComponent(figureComponent);
CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("articles", ArticlePreview);
// A file of a file collection has its preview registered under the file's name.
for (const name of destinationNames) CMS.registerPreviewTemplate(slugify(name), GuidePreview);
for (const name of ["privacy", "terms"]) CMS.registerPreviewTemplate(name, PolicyPreview);
CMS.registerPreviewTemplate("trips", TripPreview);
CMS.registerPreviewTemplate("site", FactsPreview);
CMS.registerPreviewTemplate("team", TeamPreview);
CMS.registerLocale("en", phrases);

/** The entry's key in the schemas of cms/config.ts: its collection, and the file of a file collection. */
function entryKey(collection: string, slug: string): string {
  return entrySchemas.has(collection) ? collection : `${collection}/${slug}`;
}

// Before a save: the whole entry against its schema, for the rules no single field can see.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const { body: _body, ...data } = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
    const problems = entryProblems(entryKey(entry.get("collection") as string, entry.get("slug") as string), data);
    if (problems.length === 0) return undefined;
    const refusal = new Error(problems.join(" "));
    // Decap shows the error as text: without a name it reads as the problems alone.
    refusal.name = "";
    throw refusal;
  },
});

CMS.init({
  config: cmsConfig({ ...__CMS_SETTINGS__, guideMonths: __GUIDE_MONTHS__, festivals: __FESTIVALS__ }) as never,
});
reloadWhenTheAddressNamesAnotherEntry();
warnBeforeDeletingPicturesInUse(
  String((phrases.mediaLibrary as Record<string, Record<string, string>>).mediaLibrary?.onDelete),
  __PICTURE_USES__,
);

// What publishing did, and what content is due for a check, in a root of their own beside Decap's.
const panel = document.createElement("div");
document.body.append(panel);
createRoot(panel).render(
  <>
    <ContentDuePanel items={__CONTENT_DUE__} />
    <PublishingPanel />
  </>,
);
