// @ts-check
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/, top to bottom (record 143); a file belongs to the first folder that holds it
 * (ui before the other components). The shell (root.tsx, entry.client.tsx, routes.ts) stands above all.
 */
const layers = [
  {
    type: "routes",
    pattern: "app/routes",
    imports: ["fragments", "components", "ui", "lib", "data", "utils", "generated"],
  },
  { type: "fragments", pattern: "app/fragments", imports: ["components", "ui", "lib", "data", "utils", "generated"] },
  { type: "ui", pattern: "app/components/ui", imports: ["lib", "utils", "generated"] },
  { type: "components", pattern: "app/components", imports: ["ui", "lib", "data", "utils", "generated"] },
  { type: "lib", pattern: "app/lib", imports: ["data", "utils", "generated"] },
  { type: "data", pattern: "app/data", imports: ["utils", "generated"] },
  { type: "generated", pattern: "app/generated", imports: ["utils"] },
  { type: "utils", pattern: "app/utils", imports: [] },
];

const oneImportStyle = {
  regex: "^(\\.\\./|~/)",
  message:
    "Import a module of another folder by its package.json subpath import (#app/..., #tests/...), a sibling by ./name.",
};

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "test-results/", "playwright-report/", "reports/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type X } from "m"` keeps the import of m in the bundle, and with it m's code:
      // a page's chunk carried every destination card through one such line.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/elements": layers.map(({ type, pattern }) => ({ type, pattern })),
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...layers.map(({ type, imports }) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...imports] } } } },
            })),
            // The business facts take their types from the schemas that parse them: types only.
            {
              from: { element: { type: "data" } },
              allow: { to: { element: { type: "lib" } }, dependency: { kind: "type" } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [oneImportStyle] }] },
  },
  {
    // Build-time code (.server.ts) runs in Node only: no browser bundle, the content manager's
    // included, may import it; a .server module may.
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/data/**/*.ts",
      "app/root.tsx",
      "app/entry.client.tsx",
      "cms/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            oneImportStyle,
            {
              group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
              message: "Build-time modules belong in route loaders and other .server modules only.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page with a policy of its own must load as a document (record 137): link.tsx decides.
    files: ["app/**/*.tsx"],
    ignores: ["app/components/ui/link.tsx", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name=/^(Link|NavLink)$/]",
          message: "Import Link and NavLink from #app/components/ui/link.tsx, which decides what loads as a document.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.js", "scripts/**/*.ts", "tests/**/*.ts", "art/**/*.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
    },
  },
);
