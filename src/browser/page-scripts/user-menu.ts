/**
 * The header user menu's behaviour (see components/UserMenu.astro) and the spec's
 * client-side sign-in steps that every page needs:
 * - status from the auth status route (src/browser/signed-in-user.ts); a failure counts as signed out;
 * - the menu's dashboard link takes an admin to the admin's own dashboard;
 * - "Sign in" stores the current path under authReturnTo before going to Google's sign-in;
 * - back with ?auth=success (src/browser/complete-sign-in.ts): the query is removed (history replaced), the status checked
 *   again, then the browser goes to the stored path;
 * - Log out: POST to the logout route; on OK the state resets and the browser goes home.
 * Paths come from the route table as they are (neither takes a parameter): this script runs on
 * every page and so shares no module with the islands' client (src/browser/api-request.ts).
 */
import { opensAdmin } from "@/core/roles";
import { rememberReturnPath } from "@/browser/auth-return";
import { completeSignIn } from "@/browser/complete-sign-in";
import { initialsOf } from "@/core/initials";
import { LOGGED_OUT_PATH, logOut } from "@/browser/log-out";
import { fetchSignedInUser, type SignedInUser } from "@/browser/signed-in-user";
import { ADMIN_HOME } from "@/config/admin-navigation";

function render(root: HTMLElement, user: SignedInUser | null): void {
  root.dataset.state = user ? "signed-in" : "signed-out";
  if (!user) return;
  root.querySelector("[data-user-name]")!.textContent = user.name ?? "Signed in";
  root.querySelector("[data-user-email]")!.textContent = user.email;
  root.querySelector("[data-user-initials]")!.textContent = initialsOf(user.name);
  // The team's dashboard is the admin's own screen, in the admin frame.
  if (opensAdmin(user.role)) root.querySelector<HTMLAnchorElement>("[data-user-dashboard]")!.href = ADMIN_HOME;
  if (user.image) showAvatar(root, user.image);
}

/** Puts the user's picture (from the avatar template) in place of the initials. */
function showAvatar(root: HTMLElement, src: string): void {
  const template = root.querySelector<HTMLTemplateElement>("template[data-user-avatar]")!;
  template.parentElement!.querySelector("img")?.remove();
  const avatar = (template.content.firstElementChild as HTMLImageElement).cloneNode() as HTMLImageElement;
  avatar.src = src;
  template.before(avatar);
  root.querySelector("[data-user-initials]")!.classList.add("hidden");
}

function setupMenu(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("[data-user-button]")!;
  const panel = root.querySelector<HTMLElement>("#user-menu-panel")!;
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  button.addEventListener("click", () => setOpen(panel.hidden));
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  document.addEventListener("click", (event) => !root.contains(event.target as Node) && setOpen(false));
  root.querySelector("[data-sign-in]")!.addEventListener("click", () => rememberReturnPath());
  root.querySelector("[data-logout]")!.addEventListener("click", async () => {
    if (!(await logOut())) return;
    render(root, null);
    window.location.assign(LOGGED_OUT_PATH);
  });
}

const root = document.querySelector<HTMLElement>("[data-user-menu]");
if (root && !completeSignIn()) {
  setupMenu(root);
  void fetchSignedInUser().then((user) => render(root, user));
}
