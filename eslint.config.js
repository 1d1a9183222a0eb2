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
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "build/",
      ".astro/",
      ".netlify/",
      ".data/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      "drizzle/meta/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { files: ["**/*.tsx"], ...reactHooks.configs.flat.recommended },
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      // A key named in a destructuring only to leave it out of the rest (`{ secret: _secret, ...shown }`)
      // is how this code drops a field; the name is there to be left unused.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's destructuring, so a test that needs
    // none but takes testInfo must write `({}, testInfo) =>`.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Each of these sets state in an effect on purpose, once React is in charge of the page: the sign-in
    // card reads the query string and the contact form turns its button on only after hydration (the
    // static page is the same for every visitor), and the visits list clears a finished cancellation
    // in the same step that moves focus to its heading.
    files: [
      "src/components/islands/auth/sign-in-card.tsx",
      "src/components/islands/contact-form.tsx",
      "src/components/islands/manage/my-appointments.tsx",
    ],
    rules: { "react-hooks/set-state-in-effect": "off" },
  },
  prettier,
);
