/**
 * Sveltia CMS's local mode ("Work with Local Repository") edits a folder the editor picks with
 * the browser's directory picker (File System Access API), which a headless browser cannot show.
 * For the tests, the picker returns the origin's private file system (OPFS) instead, filled with
 * a copy of the project's content: the CMS then reads and writes real files through the same API
 * calls as on an editor's laptop, and the test reads back what it wrote. Test-only: nothing in
 * the site changes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/** The folders the CMS reads: the content, the plain pages and the pictures. */
const FOLDERS: [string, RegExp][] = [
  ["src/content", /\.(md|json)$/],
  ["src/pages", /\.md$/],
  ["src/assets/photos", /\.(jpe?g|png|webp|svg)$/],
];

function projectFiles(): { path: string; base64: string }[] {
  return FOLDERS.flatMap(([folder, pattern]) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => pattern.test(file))
      .map((file) => ({ path: join(folder, file), base64: readFileSync(join(folder, file)).toString("base64") })),
  );
}

/**
 * Fills the origin's private file system with the project's content (and a `.git` marker, which
 * the CMS looks for to accept a folder as a repository), and makes the directory picker return it.
 * Call before opening /cms; `page` must be on the site's origin.
 */
export async function useCopyAsLocalRepository(page: Page): Promise<void> {
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for await (const name of root.keys()) await root.removeEntry(name, { recursive: true });
    const write = async (path: string, bytes: Uint8Array<ArrayBuffer> | string) => {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(bytes);
      await writable.close();
    };
    await write(".git", "gitdir: the tests' copy\n");
    for (const { path, base64 } of files)
      await write(
        path,
        Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
      );
  }, projectFiles());
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = () =>
      navigator.storage.getDirectory();
  });
}

/** The text of `path` in the copy, as the CMS left it. */
export function readCopy(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    const parts = path.split("/");
    let dir = await navigator.storage.getDirectory();
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path);
}
