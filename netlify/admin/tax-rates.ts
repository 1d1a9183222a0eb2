/** `adminTaxRates`: the owner's Arizona TPT rates by city, which a modification quote's tax takes. */
import { adminTaxRates } from "@/schemas/routes/tax-rates";
import { taxRatesSchema } from "@/schemas/tax-rates";
import { getDb } from "@/server/db/client";
import { loadTaxRates, saveTaxRates } from "@/server/db/settings/tax-rates";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { admins } from "./guard";

/** GET: the table. PUT { rates: [{ city, percent, asOf }] }: replace it. */
export const taxRatesEndpoint = admins.on(adminTaxRates, {
  async GET() {
    return json(await loadTaxRates(getDb()));
  },
  PUT: withBody(taxRatesSchema, async ({ body, guarded: admin }) => json(await saveTaxRates(getDb(), body, admin.email, new Date()))),
});
