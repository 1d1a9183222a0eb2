/**
 * The manage page's photos: the visit's own, through its link's token, with "Add photos" and a
 * remove button on each until the visit. The page asks for the list beside the visit itself
 * (same query), so this section draws whole with the card.
 */
import { useQuery } from "@tanstack/react-query";
import { photoPickerCopy } from "@/i18n/photo-picker";
import type { Locale } from "@/i18n/locales";
import { apiQuery, apiRequest, apiUrl, inLocale } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { visitPhoto, visitPhotos } from "@/schemas/routes/manage";
import { AddPhotos } from "../photos/add-photos";

export function ManagePhotos({ token, locale }: { token: string; locale: Locale }) {
  const t = photoPickerCopy[locale];
  const list = useQuery(apiQuery(apiUrl(visitPhotos, { params: { token } })));

  const attach = async (id: string) => {
    try {
      await apiRequest("POST", apiUrl(visitPhotos, { params: { token }, query: inLocale(locale) }), { photoIds: [id] });
      return null;
    } catch (error) {
      return errorMessage(error, t.failed);
    }
  };
  const detach = async (id: string) => {
    try {
      await apiRequest("DELETE", apiUrl(visitPhoto, { params: { token, photoId: id }, query: inLocale(locale) }));
      return null;
    } catch (error) {
      // The server's reason (the visit has started, storage is down) in the page's language, else ours.
      return errorMessage(error, t.removeFailed);
    }
  };

  return (
    <section aria-labelledby="photos-heading" className="mt-6 grid gap-2">
      <h3 id="photos-heading" className="text-lg font-bold text-brand-900">
        {t.manageTitle}
      </h3>
      <p className="text-sm text-slate-700">{t.manageText}</p>
      {list.data && <AddPhotos locale={locale} initial={list.data.photos} attach={attach} detach={detach} />}
    </section>
  );
}
