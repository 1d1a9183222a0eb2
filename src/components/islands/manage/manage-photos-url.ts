/** Where a manage link's photos are listed (GET) and attached (POST). Its own file: the manage page asks for the list before the photos section's code has loaded. */
export function managePhotosUrl(token: string): string {
  return `/api/cancel/${encodeURIComponent(token)}/photos`;
}
