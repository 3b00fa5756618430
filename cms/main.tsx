import CMS from "decap-cms-app";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import type { ComponentType, ReactNode } from "react";
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
import { PublishingPanel } from "./publishing-panel";
import { reloadWhenTheAddressNamesAnotherEntry } from "./entry-route";
import { warnBeforeDeletingPicturesInUse } from "./picture-delete-warning";
import { FactsPreview, GuidePreview, PolicyPreview, TeamPreview, TripPreview, type PreviewProps } from "./previews";
import { site } from "~/data/site";
import { collections, isFolder, type PreviewName } from "~/lib/content/collections";
import type { WhenToGoRow } from "~/lib/content/month-table";

/**
 * The content manager at /admin: Decap CMS with the site's React, fields and checks generated from
 * the build's schemas, the site's own previews, and messages in plain words. The repository and
 * origin come from the build (scripts/pipeline/build-admin.ts).
 */

declare const __CMS_SETTINGS__: { repo: string; branch: string; origin: string };
declare const __PICTURE_USES__: Record<string, string[]>;
declare const __GUIDE_MONTHS__: Record<string, WhenToGoRow[]>;

// Decap's own typing of a registered widget names its props, not its components.
const markdown = CMS.getWidget("markdown") as unknown as {
  control: ComponentType<CmsWidgetControlProps<string | undefined>>;
  preview: ComponentType<CmsWidgetPreviewProps>;
};
CMS.registerWidget("article-body", articleBodyControl(markdown.control), markdown.preview);
registerCheckedWidgets(CMS as unknown as Parameters<typeof registerCheckedWidgets>[0]);
CMS.registerEditorComponent(figureComponent);
CMS.registerPreviewStyle(siteStylesheet);
/** The site's own preview of each kind of entry, by the name the registry gives it. */
const previews: Record<PreviewName, (props: PreviewProps) => ReactNode> = {
  article: ArticlePreview,
  guide: GuidePreview,
  trip: TripPreview,
  policy: PolicyPreview,
  facts: FactsPreview,
  team: TeamPreview,
};
// A folder's preview is registered under the collection's name, a file's under the file's name.
for (const collection of collections) {
  const entries = isFolder(collection) ? [collection] : collection.files;
  for (const { name, preview } of entries) if (preview) CMS.registerPreviewTemplate(name, previews[preview]);
}
CMS.registerLocale("en", phrases);

/** The business facts as this build of /admin publishes them, for the content rules. */
const published = { offices: site.offices, supportHours: site.hours.support.display };

/** The entry's key in the schemas of cms/config.ts: its collection, and the file of a file collection. */
function entryKey(collection: string, slug: string): string {
  return entrySchemas.has(collection) ? collection : `${collection}/${slug}`;
}

// Before a save: the whole entry against its schema and the content rules, for what no single field can see.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const { body, ...data } = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
    const key = entryKey(entry.get("collection") as string, entry.get("slug") as string);
    const problems = entryProblems(key, data, typeof body === "string" ? body : undefined, published);
    if (problems.length === 0) return undefined;
    const refusal = new Error(problems.join(" "));
    // Decap shows the error as text: without a name it reads as the problems alone.
    refusal.name = "";
    throw refusal;
  },
});

CMS.init({ config: cmsConfig({ ...__CMS_SETTINGS__, guideMonths: __GUIDE_MONTHS__ }) as never });
reloadWhenTheAddressNamesAnotherEntry();
warnBeforeDeletingPicturesInUse(
  String((phrases.mediaLibrary as Record<string, Record<string, string>>).mediaLibrary?.onDelete),
  __PICTURE_USES__,
);

// What publishing did, in a root of its own beside Decap's.
const panel = document.createElement("div");
document.body.append(panel);
createRoot(panel).render(<PublishingPanel />);
