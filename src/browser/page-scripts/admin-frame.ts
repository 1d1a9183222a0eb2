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
 * - only the screens the signed-in role may open (src/config/admin-navigation.ts, from the
 *   permission table), a group left empty hidden with its heading;
 * - back from Google's sign-in, ?auth=success removed (src/browser/complete-sign-in.ts).
 */
import { ADMIN_DATA_CHANGED } from "@/browser/admin-events";
import { completeSignIn } from "@/browser/complete-sign-in";
import { LOGGED_OUT_PATH, logOut } from "@/browser/log-out";
import { fetchSignedInUser } from "@/browser/signed-in-user";
import type { AdminWaiting } from "@/schemas/admin/waiting";
import { adminWaiting } from "@/schemas/routes/admin";
import { mayCall } from "@/schemas/routes/admin-permissions";
import { adminScreens, screenOfPage } from "@/config/admin-navigation";
import { firstScreenOf, screenOpenTo } from "@/config/admin-screen-access";
import type { Role } from "@/core/roles";
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

/** Hides the screens `role` may not open, and the groups left without any. */
function showScreensOf(role: Role | null): void {
  const hidden = new Set(
    adminScreens()
      .filter((screen) => !screenOpenTo(screen, role))
      .map((screen) => screen.href),
  );
  for (const item of document.querySelectorAll<HTMLElement>("[data-admin-screen]")) item.hidden = hidden.has(item.dataset.adminScreen!);
  for (const list of document.querySelectorAll<HTMLUListElement>("ul[data-admin-group]")) {
    const empty = ![...list.querySelectorAll<HTMLElement>("[data-admin-screen]")].some((item) => !item.hidden);
    list.hidden = empty;
    const heading = list.previousElementSibling;
    if (heading instanceof HTMLElement && heading.dataset.adminGroup) heading.hidden = empty;
  }
}

/**
 * On a screen `role` may not open, a plain sentence and a link to the first one it may, in place
 * of the screen (whose calls the server refuses); nothing for a role outside the admin, whom the
 * screen's own guard answers.
 */
function refuseScreenTo(role: Role | null): void {
  const screen = screenOfPage(window.location.pathname);
  const home = firstScreenOf(role);
  if (!screen || !home || screenOpenTo(screen, role)) return;
  document.querySelector<HTMLElement>("[data-admin-screen-body]")!.hidden = true;
  document.querySelector<HTMLElement>("[data-admin-refused]")!.hidden = false;
  document.querySelector("[data-admin-refused-text]")!.textContent = `Your role (${role}) cannot open ${screen.label}.`;
  const link = document.querySelector<HTMLAnchorElement>("[data-admin-refused-home]")!;
  [link.href, link.textContent] = [home.href, `Open ${home.label}`];
}

/** Shows who is signed in and the screens their role opens; answers whether they may read what waits. */
async function showAccount(): Promise<boolean> {
  const user = await fetchSignedInUser();
  if (user) {
    showScreensOf(user.role);
    refuseScreenTo(user.role);
  }
  for (const account of document.querySelectorAll<HTMLElement>("[data-admin-account]")) {
    account.hidden = !user;
    const email = account.querySelector<HTMLElement>("[data-admin-email]")!;
    // The sidebar cuts a long address; its whole text is there on hover.
    if (user) [email.textContent, email.title] = [user.email, user.email];
  }
  return Boolean(user && mayCall(user.role, adminWaiting, "GET"));
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
