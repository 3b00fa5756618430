import type { z } from "zod";
import { destinationNames, type DestinationName } from "~/data/destinations";
import { slugify } from "~/utils/slug";
import { articleWords } from "~/lib/content/article-rules";
import { blogFrontmatterSchema } from "~/lib/content/blog-schema";
import { destinationGuideSchema } from "~/lib/content/destination-guide";
import { legalSchema } from "~/lib/content/legal-schema";
import { blogSettingsSchema, festivalsSchema, siteFactsSchema, teamSchema } from "~/lib/content/settings-schema";
import type { WhenToGoRow } from "~/lib/content/month-table";
import { tripSchemaWithGuides, type FestivalDates } from "~/lib/content/trip-schema";
import { editorMeta } from "~/lib/content/schema-kit";
import { entrySchemas } from "./entry-checks";
import { fieldsFromSchema, type CmsField } from "./schema-fields";

/**
 * The content manager's configuration (Decap CMS, served at /admin). Every field comes from the
 * schema the build checks the same file with (cms/schema-fields.ts), so the editor refuses at the
 * field what the build would refuse, in the same words; only the Markdown bodies are described
 * here. Entries go through the editorial workflow: a draft, in review, ready, then published (each
 * a branch until it is published; docs/decisions/037-publishing-through-the-editorial-workflow.md).
 */

/** Where the content manager saves: the git host's repository and branch, set when the site is built. */
export interface CmsSettings {
  /** "owner/name" of the GitHub repository (CMS_GITHUB_REPO). */
  repo: string;
  branch: string;
  /** The site's origin, which also serves the sign-in handshake (/oauth/auth, /oauth/callback). */
  origin: string;
  /** Each guide's month table, by country, as published: a trip's regions are checked against it. */
  guideMonths?: Partial<Record<DestinationName, readonly WhenToGoRow[]>>;
  /** The festivals of content/settings/festivals.json, as published: a trip in their months names them. */
  festivals?: readonly FestivalDates[];
}

/** A file or folder of content: its fields from its schema, and its schema kept for the whole-entry check. */
function fields(key: string, schema: z.ZodType, extra: CmsField[] = []): CmsField[] {
  entrySchemas.set(key, schema);
  return [...fieldsFromSchema(schema, key), ...extra];
}

function label(schema: z.ZodType): string {
  return editorMeta(schema)?.label ?? "";
}

const articleBody: CmsField = {
  name: "body",
  label: "Article",
  widget: "article-body",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: ["image"],
  hint: `${articleWords.min} to ${articleWords.max} words, in sections under "Heading 2", with at least two pictures ("Picture with caption"), each with alt text and a caption.`,
};

const policyBody: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
  editor_components: [],
  hint: "Write {{email}}, {{phone}}, {{legalName}} or {{headOfficeAddress}} instead of those facts: the page fills them in from the business facts.",
};

export function cmsConfig({ repo, branch, origin, guideMonths, festivals = [] }: CmsSettings) {
  return {
    load_config_file: false,
    backend: {
      name: "github",
      repo,
      branch,
      base_url: origin,
      auth_endpoint: "oauth/auth",
    },
    // On localhost, the content manager reads and writes this checkout through decap-server
    // (npm run cms); on any other host this setting does nothing.
    local_backend: { url: "http://localhost:8081/api/v1", allowed_hosts: ["localhost", "127.0.0.1"] },
    publish_mode: "editorial_workflow",
    site_url: origin,
    display_url: origin,
    logo_url: "/favicon.svg",
    media_folder: "content/images",
    // Relative, so that the content manager shows every picture from the repository itself (a path
    // starting with "/" would be taken for an address of the live site, where a new upload is not yet).
    public_folder: "content/images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "articles",
        label: "Articles",
        label_singular: "Article",
        folder: "content/blog",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        // The file name (the article's address) is made from the title when the article is created.
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{title}} ({{date}}){{draft | ternary(' · draft', '')}}",
        sortable_fields: ["date", "title", "category"],
        fields: fields("articles", blogFrontmatterSchema, [articleBody]),
      },
      {
        name: "guides",
        label: "Destination guides",
        label_singular: "Destination guide",
        extension: "yaml",
        files: destinationNames.map((name) => ({
          name: slugify(name),
          label: name,
          file: `content/destinations/${slugify(name)}.yaml`,
          fields: fields(`guides/${slugify(name)}`, destinationGuideSchema),
        })),
      },
      {
        name: "trips",
        label: "Sample trips",
        label_singular: "Sample trip",
        folder: "content/trips",
        extension: "yaml",
        format: "yaml",
        create: true,
        delete: true,
        // The file name (the trip's address, /trips/<name>) is made from the title when it is created.
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{title}} ({{destination}})",
        sortable_fields: ["title", "destination"],
        fields: fields(
          "trips",
          tripSchemaWithGuides((name) => guideMonths?.[name], festivals, new Date().toISOString().slice(0, 10)),
        ),
      },
      {
        name: "policies",
        label: "Policies",
        files: [
          { name: "privacy", label: "Privacy policy", file: "content/legal/privacy.md" },
          { name: "terms", label: "Terms and conditions", file: "content/legal/terms.md" },
        ].map((file) => ({ ...file, fields: fields(`policies/${file.name}`, legalSchema, [policyBody]) })),
      },
      {
        name: "settings",
        label: "Business facts, team, blog and festivals",
        files: [
          { name: "site", file: "content/settings/site.json", schema: siteFactsSchema },
          { name: "team", file: "content/settings/team.json", schema: teamSchema },
          { name: "blog", file: "content/settings/blog.json", schema: blogSettingsSchema },
          { name: "festivals", file: "content/settings/festivals.json", schema: festivalsSchema },
        ].map(({ name, file, schema }) => ({
          name,
          label: label(schema),
          file,
          fields: fields(`settings/${name}`, schema),
        })),
      },
    ],
  };
}

export type { CmsField };
