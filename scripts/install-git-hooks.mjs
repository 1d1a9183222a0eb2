/**
 * `npm install` runs this (the `prepare` script): it points git at the project's hooks in
 * .githooks/, so the content check runs before each commit that touches content. Harmless where
 * there is no repository (an unpacked tarball, a Docker layer) or no git at all, and in CI's
 * fresh clone, where nobody commits.
 */
import { spawnSync } from "node:child_process";

const inside = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { encoding: "utf8" });
if (inside.status === 0 && inside.stdout.trim() === "true") {
  const set = spawnSync("git", ["config", "core.hooksPath", ".githooks"], { encoding: "utf8" });
  if (set.status !== 0) console.warn(`The git hooks were not set up (${set.stderr.trim()}); run: git config core.hooksPath .githooks`);
}
