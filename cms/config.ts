import type { z } from "zod";
import {
  collections,
  isFolder,
  trips,
  type BodyField,
  type Collection,
  type ContentFile,
  type FolderCollection,
} from "#app/lib/content/collections.ts";
import type { WhenToGoRow } from "#app/lib/content/month-table.ts";
import { tripSchemaWithGuides, type FestivalDates } from "#app/lib/content/trip-schema.ts";
import { entrySchemas } from "./entry-checks";
import { fieldsFromSchema, type CmsField } from "./schema-fields";

/**
 * The content manager's configuration (Decap CMS, served at /admin), made from the registry of
 * collections (app/lib/content/collections.ts). Every field comes from the schema the build checks
 * the same file with (cms/schema-fields.ts), so the editor refuses at the field what the build would
 * refuse, in the same words. Entries go through the editorial workflow: a draft, in review, ready,
 * then published (each a branch until it is published;
 * docs/decisions/160-a-static-host-and-a-maintained-sign-in.md).
 */

/** Where the content manager saves: the git host's repository and branch, set when the site is built. */
export interface CmsSettings {
  /** "owner/name" of the GitHub repository (CMS_GITHUB_REPO). */
  repo: string;
  branch: string;
  /** The public site's origin (links to the live site). */
  origin: string;
  /**
   * The sign-in client's address (CMS_AUTH_URL: the agency's sveltia-cms-auth, whose /auth the
   * sign-in popup opens; docs/decisions/160-a-static-host-and-a-maintained-sign-in.md).
   */
  authUrl?: string;
  /**
   * decap-server's API on the editor's own machine, given only when the server of /admin says it
   * runs for local editing (npm run cms, the browser tests): production's configuration has no
   * local backend.
   */
  localBackend?: string;
  /** Each guide's month table, by country, as published: a trip's regions are checked against it. */
  guideMonths?: Partial<Record<string, readonly WhenToGoRow[]>>;
  /** The festivals of content/settings/festivals.json, as published: a trip in their months names them. */
  festivals?: readonly FestivalDates[];
}

/** A file or folder of content: its fields from its schema, and its schema kept for the whole-entry check. */
function fields(key: string, schema: z.ZodType, body: BodyField | undefined): CmsField[] {
  entrySchemas.set(key, schema);
  return [...fieldsFromSchema(schema, key), ...(body ? [bodyField(body)] : [])];
}

/** The Markdown body: the article editor with its figures, or a policy's plain Markdown. */
function bodyField({ kind, label, hint }: BodyField): CmsField {
  const common = ["bold", "italic", "link", "heading-two", "heading-three"];
  const lists = ["bulleted-list", "numbered-list"];
  return kind === "article"
    ? {
        name: "body",
        label,
        hint,
        widget: "article-body",
        buttons: [...common, "quote", ...lists],
        editor_components: ["image"],
      }
    : { name: "body", label, hint, widget: "markdown", buttons: [...common, ...lists], editor_components: [] };
}

/** A folder collection in Decap's words: staff create and delete entries, named from their title. */
function folderCollection(collection: FolderCollection, schema: z.ZodType) {
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.singular.charAt(0).toUpperCase() + collection.singular.slice(1),
    folder: collection.folder,
    extension: collection.extension,
    format: collection.format,
    create: true,
    delete: true,
    // The file name (the entry's address) is made from the title when the entry is created.
    slug: "{{slug}}",
    identifier_field: collection.list.identifierField,
    summary: collection.list.summary,
    sortable_fields: collection.list.sortableFields,
    fields: fields(collection.name, schema, collection.body),
  };
}

function filesCollection(collection: Exclude<Collection, FolderCollection>) {
  return {
    name: collection.name,
    label: collection.label,
    files: collection.files.map((file: ContentFile) => ({
      name: file.name,
      label: file.label,
      file: file.file,
      fields: fields(`${collection.name}/${file.name}`, file.schema, collection.body),
    })),
  };
}

export function cmsConfig({ repo, branch, origin, authUrl, localBackend, guideMonths, festivals = [] }: CmsSettings) {
  return {
    load_config_file: false,
    backend: {
      name: "github",
      repo,
      branch,
      ...(authUrl ? { base_url: authUrl } : {}),
      auth_endpoint: "auth",
    },
    // On this machine, the content manager reads and writes this checkout through decap-server.
    ...(localBackend ? { local_backend: { url: localBackend, allowed_hosts: ["localhost", "127.0.0.1"] } } : {}),
    publish_mode: "editorial_workflow",
    site_url: origin,
    display_url: origin,
    logo_url: "/favicon.svg",
    media_folder: "content/images",
    // Relative, so that the content manager shows every picture from the repository itself (a path
    // starting with "/" would be taken for an address of the live site, where a new upload is not yet).
    public_folder: "content/images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections.map((collection) =>
      isFolder(collection)
        ? // A trip's regions are checked against its guide's month table, as published.
          folderCollection(
            collection,
            collection === trips
              ? tripSchemaWithGuides((name) => guideMonths?.[name], festivals, new Date().toISOString().slice(0, 10))
              : collection.schema,
          )
        : filesCollection(collection),
    ),
  };
}

export type { CmsField };
