/**
 * The admin frame's behaviour (src/layouts/AdminLayout.astro), in plain script so every admin
 * screen has it whatever its island does:
 * - the phone menu (a <dialog> its Menu button opens by `commandfor` before this loads) closes
 *   on a chosen link, on the backdrop, and when the window widens to the sidebar (lg);
 * - what waits (the route table's adminWaiting) beside each screen's name and on the Menu button, read
 *   again when an island changed admin data (ADMIN_DATA_CHANGED) and when the tab is looked at
 *   again; nothing shows while the read fails (signed out, say): the island says why;
 * - who is signed in, and Log out;
 * - back from Google's sign-in, ?auth=success removed (src/browser/complete-sign-in.ts).
 */
import { ADMIN_DATA_CHANGED } from "@/browser/admin-events";
import { completeSignIn } from "@/browser/complete-sign-in";
import { LOGGED_OUT_PATH, logOut } from "@/browser/log-out";
import { fetchSignedInUser } from "@/browser/signed-in-user";
import type { AdminWaiting } from "@/schemas/admin/waiting";
import { adminWaiting } from "@/schemas/routes/admin";
import { setupMenuDialog } from "./menu-dialog";
import { showWaiting } from "./waiting-counts";

async function fetchWaiting(): Promise<AdminWaiting | null> {
  try {
    const response = await fetch(adminWaiting.path, { credentials: "include" });
    if (response.ok) return (await response.json()) as AdminWaiting;
    await response.body?.cancel();
  } catch {
    // Offline for a moment: the counts stay as they were.
  }
  return null;
}

let reading = false;
async function refresh(): Promise<void> {
  if (reading) return;
  reading = true;
  const waiting = await fetchWaiting();
  reading = false;
  if (waiting) showWaiting(document, waiting);
}

async function showAccount(): Promise<void> {
  const user = await fetchSignedInUser();
  for (const account of document.querySelectorAll<HTMLElement>("[data-admin-account]")) {
    account.hidden = !user;
    if (user) account.querySelector("[data-admin-email]")!.textContent = user.email;
  }
}

function setupFrame(): void {
  const dialog = document.querySelector<HTMLDialogElement>("#admin-menu");
  const opener = document.querySelector<HTMLButtonElement>("[data-admin-menu-open]");
  if (dialog && opener) setupMenuDialog(dialog, opener, "(min-width: 1024px)");
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-admin-logout]")) {
    button.addEventListener("click", async () => {
      if (await logOut()) window.location.assign(LOGGED_OUT_PATH);
    });
  }
  window.addEventListener(ADMIN_DATA_CHANGED, () => void refresh());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && void refresh());
  void refresh();
  void showAccount();
}

// Back from signing in on this screen: the sign-in is completed first, as on the site's pages.
if (!completeSignIn()) setupFrame();
