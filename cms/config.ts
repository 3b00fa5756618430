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
 * Decap's configuration, made from the registry of collections (app/lib/content/collections.ts);
 * entries go through the editorial workflow, each a branch until it is published (record 183).
 */

export interface CmsSettings {
  /** "owner/name" (CMS_GITHUB_REPO). */
  repo: string;
  branch: string;
  origin: string;
  /** The sign-in client's address (CMS_AUTH_URL, record 182). */
  authUrl?: string;
  /** decap-server's API, for local editing only. */
  localBackend?: string;
  /** Each guide's month table, by country, as published: a trip's regions are checked against it. */
  guideMonths?: Partial<Record<string, readonly WhenToGoRow[]>>;
  festivals?: readonly FestivalDates[];
}

/** Its fields from its schema, and its schema kept for the whole-entry check. */
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

/** Staff create and delete a folder's entries, named from their title. */
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
    slug: "{{slug}}",
    identifier_field: collection.list.identifierField,
    summary: collection.list.summary,
    sortable_fields: collection.list.sortableFields,
    fields: fields(collection.name, schema, collection.body),
  };
}

/** Its format named, so that Decap reads its files with the project's reader (cms/main.tsx), as a folder's. */
function filesCollection(collection: Exclude<Collection, FolderCollection>) {
  return {
    name: collection.name,
    label: collection.label,
    format: collection.format,
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
    // Relative: a path starting with "/" would be read from the live site, where a new upload is not yet.
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
