/**
 * The admin frame's behaviour (src/layouts/AdminLayout.astro), in plain script so every admin
 * screen has it whatever its island does:
 * - the phone menu (a <dialog> its Menu button opens by `commandfor` before this loads) closes
 *   on a chosen link, on the backdrop, and when the window widens to the sidebar (lg);
 * - what waits (the route table's adminWaiting) beside each screen's name and on the Menu button, read
 *   again when an island changed admin data (ADMIN_DATA_CHANGED) and when the tab is looked at
 *   again; read only for a signed-in admin (the island offers the others the sign-in), and
 *   nothing shows while a read fails;
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

/** Shows who is signed in; answers whether they are an admin, the only one whose counts are read. */
async function showAccount(): Promise<boolean> {
  const user = await fetchSignedInUser();
  for (const account of document.querySelectorAll<HTMLElement>("[data-admin-account]")) {
    account.hidden = !user;
    const email = account.querySelector<HTMLElement>("[data-admin-email]")!;
    // The sidebar cuts a long address; its whole text is there on hover.
    if (user) [email.textContent, email.title] = [user.email, user.email];
  }
  return Boolean(user?.isAdmin);
}

/** Reads what waits now and again after a change, once the account is an admin's (signed out, the screen's island offers the sign-in and nothing is asked). */
async function showWaitingToAdmins(): Promise<void> {
  if (!(await showAccount())) return;
  window.addEventListener(ADMIN_DATA_CHANGED, () => void refresh());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && void refresh());
  await refresh();
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
  void showWaitingToAdmins();
}

// Back from signing in on this screen: the sign-in is completed first, as on the site's pages.
if (!completeSignIn()) setupFrame();
