/** /api/admin/photos/:id: a customer's photo for an admin (the guard in netlify/functions/admin.mts ran first). */
import { getDb } from "../../db/client";
import { route } from "../../http/handler";
import { requireRowId } from "../../http/ids";
import { photoMessages } from "@/i18n/photos";
import { adminPhotoResponse } from "../photos";
import type { AdminEndpoint } from "./types";

/** GET[?size=thumb][&download=1]: the image, `private, no-store`. */
export const photoEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async GET({ url }) {
      return adminPhotoResponse(getDb(), requireRowId(params.id, photoMessages.en.notFound), url);
    },
  });
