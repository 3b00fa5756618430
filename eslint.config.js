// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
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
    // Build-time code (.server.ts) reads the file system; the browser bundle must never import it.
    files: ["app/components/**/*.{ts,tsx}", "app/data/**/*.ts", "app/root.tsx", "app/entry.client.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/*.server", "~/lib/content/*.server"], message: "Build-time modules belong in route loaders only." }] }],
    },
  },
  {
    // File names in kebab-case (route modules included).
    files: ["app/**/*.{ts,tsx}", "server/**/*.js", "scripts/**/*.ts", "tests/**/*.ts", "art/**/*.ts"],
    plugins: {
      local: {
        rules: {
          "kebab-case-file-names": {
            meta: { type: "suggestion", schema: [], messages: { name: "File names are kebab-case: {{name}}" } },
            create(context) {
              const name = context.filename.split(/[\\/]/).pop() ?? "";
              const base = name.split(".")[0] ?? "";
              return {
                Program(node) {
                  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base) && !base.startsWith("+")) context.report({ node, messageId: "name", data: { name } });
                },
              };
            },
          },
        },
      },
    },
    rules: { "local/kebab-case-file-names": "error" },
  },
);
