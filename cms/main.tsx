import CMS from "decap-cms-app";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import type { ComponentType } from "react";
import siteStylesheet from "~/styles/app.css?url";
import { articleBodyControl } from "./article-body-widget";
import { ArticlePreview } from "./article-preview";
import { cmsConfig } from "./config";
import { figureComponent } from "./figure-component";

/**
 * The content manager at /admin: Decap CMS with the site's React, its own article preview and the
 * build's rules in the editor. The repository and origin come from the build (scripts/build/build-admin.ts).
 */

declare const __CMS_SETTINGS__: { repo: string; branch: string; origin: string };

// Decap's own typing of a registered widget names its props, not its components.
const markdown = CMS.getWidget("markdown") as unknown as {
  control: ComponentType<CmsWidgetControlProps<string | undefined>>;
  preview: ComponentType<CmsWidgetPreviewProps>;
};
CMS.registerWidget("article-body", articleBodyControl(markdown.control), markdown.preview);
CMS.registerEditorComponent(figureComponent);
CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("articles", ArticlePreview);
CMS.init({ config: cmsConfig(__CMS_SETTINGS__) as never });
