/**
 * Without AUTH_SECRET, every function of a local run shares one form-token secret, kept beside
 * the data folder: the token one function issues verifies in another, so the minimum fill
 * time applies under `npm start` as on a deployed site.
 */
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { provideLocalFormTokenSecret } from "../../scripts/local-form-token-secret.mjs";
import { issueFormToken, readFormToken } from "../../src/server/abuse/form-token";

describe("provideLocalFormTokenSecret", () => {
  it("keeps one secret beside the data folder, the same after a restart, readable by its owner only", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "wdnm-secret-")), "pg");
    const first: NodeJS.ProcessEnv = {};
    const second: NodeJS.ProcessEnv = {};
    provideLocalFormTokenSecret(dataDir, first);
    provideLocalFormTokenSecret(dataDir, second);
    expect(first.FORM_TOKEN_SECRET).toMatch(/^[\w-]{43}$/);
    expect(second.FORM_TOKEN_SECRET).toBe(first.FORM_TOKEN_SECRET);
    expect(readFileSync(`${dataDir}.form-token-secret`, "utf8").trim()).toBe(first.FORM_TOKEN_SECRET);
    expect(statSync(`${dataDir}.form-token-secret`).mode & 0o777).toBe(0o600);
    // What one function issued, another (with its own copy of the module) verifies.
    const opened = new Date("2026-12-01T16:30:00Z");
    expect(readFormToken(issueFormToken(opened, first.FORM_TOKEN_SECRET!), second.FORM_TOKEN_SECRET!)).toEqual(opened);
  });

  it("makes a new one for an in-memory database, and leaves a configured secret alone", () => {
    const memory: NodeJS.ProcessEnv = {};
    provideLocalFormTokenSecret(null, memory);
    expect(memory.FORM_TOKEN_SECRET).toMatch(/^[\w-]{43}$/);
    const configured: NodeJS.ProcessEnv = { AUTH_SECRET: "set-by-the-developer" };
    provideLocalFormTokenSecret(null, configured);
    expect(configured.FORM_TOKEN_SECRET).toBeUndefined();
  });
});
