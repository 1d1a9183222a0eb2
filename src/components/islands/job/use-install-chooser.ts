/**
 * The install-day chooser's state and requests: the start days offered (GET install-dates, asked
 * fresh each time the chooser shows), the day chosen, and booking it (POST install). Taken
 * meanwhile or no longer offered, the list is asked again and the choice dropped if it went.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiQuery, apiRequest, apiUrl, inLocale } from "@/browser/api-client";
import type { Locale } from "@/i18n/locales";
import type { CustomerInstallResult } from "@/schemas/job";
import { quoteInstall, quoteInstallDates } from "@/schemas/routes/quotes";
import { chooserProblem, keptChoice, refreshesDates, shownDates, type ChooserProblem } from "./install-chooser-view";

export function useInstallChooser(token: string, locale: Locale, onBooked: (result: CustomerInstallResult) => void) {
  const offered = useQuery({ ...apiQuery(apiUrl(quoteInstallDates, { params: { token }, query: inLocale(locale) })), staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [problem, setProblem] = useState<ChooserProblem | null>(null);
  const [noChoice, setNoChoice] = useState(false);
  const book = useMutation({
    mutationFn: (startDate: string) => apiRequest("POST", apiUrl(quoteInstall, { params: { token } }), { startDate, locale }),
    onSuccess: (result) => onBooked(result),
    onError: (error) => {
      const found = chooserProblem(error);
      setProblem(found);
      // A 409 may also be the pamphlet's acknowledgment gone stale: the fresh list asks for it again.
      if (refreshesDates(found)) void offered.refetch();
    },
  });
  const dates = offered.data?.dates ?? [];
  const choice = keptChoice(chosen, dates);
  return {
    loading: offered.isPending,
    /** A home built before 1978 whose last acknowledgment of EPA's pamphlet does not cover the days offered: ask for it again first. */
    askAgain: Boolean(offered.data?.leadSafe?.askAgain),
    /** The acknowledgment was given again: the days, asked fresh. */
    acknowledged: () => void offered.refetch(),
    loadFailed: offered.isError,
    offered: dates,
    shown: shownDates(dates, showAll),
    showAll,
    setShowAll,
    choice,
    choose: (day: string) => {
      setChosen(day);
      setProblem(null);
      setNoChoice(false);
    },
    problem,
    /** Book was pressed with no day chosen. */
    noChoice,
    booking: book.isPending,
    submit: () => {
      setNoChoice(choice === null);
      if (choice === null) return;
      setProblem(null);
      book.mutate(choice);
    },
  };
}
