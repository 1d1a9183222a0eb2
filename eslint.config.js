// @ts-check
/**
 * ESLint, flat config: JavaScript's and typescript-eslint's recommended rules, React's hook rules for the
 * islands, and the Astro plugin for .astro files. Formatting is Prettier's alone (eslint-config-prettier
 * turns off the rules that would disagree with it).
 */
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "build/", ".astro/", ".netlify/", ".data/", "node_modules/", "public/", "test-results/", "playwright-report/", "screenshots/", "drizzle/meta/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { files: ["**/*.tsx"], ...reactHooks.configs.flat.recommended },
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  prettier,
);
