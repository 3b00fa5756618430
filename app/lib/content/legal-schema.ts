import { z } from "zod";
import { edited, line, matching, paragraph } from "./schema-kit.ts";

/** The frontmatter of a policy (content/legal/privacy.md, terms.md). */
export const legalSchema = z.strictObject({
  title: line(1, 80, { label: "Title" }),
  description: paragraph(20, 170, { label: "Search-engine description" }),
  lastUpdated: edited(
    matching(
      /^(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      'Write the month and the year, such as "March 2026".',
    ),
    { label: "Last updated" },
  ),
});
