/** `adminPhoto`: a customer's photo for an admin. */
import { adminPhoto } from "@/schemas/routes/admin";
import { getDb } from "@/server/db/client";
import { requireRowId } from "@/server/http/ids";
import { photoMessages } from "@/i18n/photos";
import { adminPhotoResponse } from "@/server/admin/photos";
import { admins } from "./guard";

/** GET[?size=thumb][&download=1]: the image, `private, no-store`. */
export const photoEndpoint = admins.on(adminPhoto, {
  async GET({ url, params }) {
    return adminPhotoResponse(getDb(), requireRowId(params.id, photoMessages.en.notFound), url);
  },
});
