/**
 * Logging out, as the spec has it: POST the route table's `authLogout` with the session's cookie;
 * only an OK answer counts (then the caller resets what it shows and goes home), anything else
 * changes nothing and a failed request is logged. The header's user menu and the admin frame
 * both log out through here.
 */
import { authLogout } from "@/schemas/routes/auth";

/** Where the browser goes once logged out. */
export const LOGGED_OUT_PATH = "/";

/** Ends this browser's session; answers whether the server did. */
export async function logOut(): Promise<boolean> {
  try {
    const response = await fetch(authLogout.path, { method: "POST", credentials: "include" });
    await response.body?.cancel();
    return response.ok;
  } catch (error) {
    console.error("Logout failed:", error);
    return false;
  }
}
