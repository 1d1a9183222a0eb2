/** The owner's price book: `adminPriceBook`, `adminPriceBookLines`, `adminPriceBookLine`, `adminPriceBookOptions`, `adminPriceBookOption`. */
import {
  adminPriceBook,
  adminPriceBookLine,
  adminPriceBookLines,
  adminPriceBookOption,
  adminPriceBookOptions,
} from "@/schemas/routes/admin";
import { linePatchSchema, newLineSchema, newOptionSchema, optionPatchSchema } from "@/schemas/price-book";
import { getDb } from "@/server/db/client";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { readPriceBook } from "@/server/price-book/book";
import { createLine, createOption, LINE_NOT_FOUND, OPTION_NOT_FOUND, patchLine, patchOption } from "@/server/price-book/edit-price-book";
import { admins } from "./guard";

/** GET: every line and option, retired ones marked. */
export const priceBookEndpoint = admins.on(adminPriceBook, {
  async GET() {
    return json(await readPriceBook(getDb()));
  },
});

/** POST: a new line (201 with its id). */
export const priceBookLinesEndpoint = admins.on(adminPriceBookLines, {
  POST: withBody(newLineSchema, async ({ body, guarded: admin }) =>
    json(await createLine(getDb(), body, { by: admin.email, now: new Date() }), { status: 201 }),
  ),
});

/** PATCH: any field of a line, or `active` to retire or restore it. */
export const priceBookLineEndpoint = admins.on(adminPriceBookLine, {
  PATCH: withBody(linePatchSchema, async ({ body, guarded: admin, params }) =>
    json(await patchLine(getDb(), requireRowId(params.id, LINE_NOT_FOUND), body, { by: admin.email, now: new Date() })),
  ),
});

/** POST: a new option (201 with its id). */
export const priceBookOptionsEndpoint = admins.on(adminPriceBookOptions, {
  POST: withBody(newOptionSchema, async ({ body, guarded: admin }) =>
    json(await createOption(getDb(), body, { by: admin.email, now: new Date() }), { status: 201 }),
  ),
});

/** PATCH: any field of an option, or `active` to retire or restore it. */
export const priceBookOptionEndpoint = admins.on(adminPriceBookOption, {
  PATCH: withBody(optionPatchSchema, async ({ body, guarded: admin, params }) =>
    json(await patchOption(getDb(), requireRowId(params.id, OPTION_NOT_FOUND), body, { by: admin.email, now: new Date() })),
  ),
});
