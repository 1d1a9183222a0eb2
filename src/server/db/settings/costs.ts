/** The costing settings (one row, id 1): what a crew-day costs, read and written through the shared schema. */
import { costSettingsSchema, DEFAULT_COST_SETTINGS, type CostSettings } from "@/schemas/job-costs";
import type { Database } from "../client";
import { costSettings } from "../schema";
import { settingsRow } from "./row";

const row = settingsRow<CostSettings>(costSettings, costSettingsSchema, "cost");

/** The settings the owner last saved, or the defaults (a crew-day at 0) until then. */
export function loadCostSettings(db: Database): Promise<CostSettings> {
  return row.load(db, DEFAULT_COST_SETTINGS);
}

/** Saves settings (already parsed) and who saved them. */
export function saveCostSettings(db: Database, settings: CostSettings, updatedBy: string): Promise<void> {
  return row.save(db, settings, updatedBy);
}
