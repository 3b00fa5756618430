declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
}

interface DecapFileFormat {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

declare module "decap-cms-core/dist/esm/formats/frontmatter.js" {
  export function frontmatterYAML(customDelimiter?: string): DecapFileFormat;
}

declare module "decap-cms-core/dist/esm/formats/formats.js" {
  export function resolveFormat(collection: unknown, entry: { path: string }): DecapFileFormat;
}

declare module "decap-cms-core/dist/esm/lib/registry.js" {
  export function registerCustomFormat(name: string, extension: string, formatter: DecapFileFormat): void;
}

declare module "decap-cms-core/dist/esm/formats/yaml.js" {
  const yaml: DecapFileFormat;
  export default yaml;
}

declare module "decap-cms-core/dist/esm/formats/json.js" {
  const json: DecapFileFormat;
  export default json;
}

declare module "decap-cms-widget-markdown/dist/esm/serializers/index.js" {
  type Options = { voidCodeBlock?: boolean; remarkPlugins?: unknown[] };
  export function markdownToSlate(markdown: string, options?: Options): unknown;
  export function slateToMarkdown(slate: unknown, options?: Options): string;
}
