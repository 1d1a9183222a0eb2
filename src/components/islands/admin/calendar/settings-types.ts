/** The calendar settings form's value types, shared by its parts. */
import type { UseFormReturn } from "react-hook-form";
import type { z } from "@/schemas/zod";
import type { calendarSettingsSchema, CalendarSettings } from "@/core/calendar-settings";

/** What the fields hold (a new slot's checkbox may not be set yet). */
export type SettingsInput = z.input<typeof calendarSettingsSchema>;

/** The settings form as its parts receive it. */
export type SettingsForm = UseFormReturn<SettingsInput, unknown, CalendarSettings>;
