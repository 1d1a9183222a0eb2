/** The estimate page's words in each language. */
import type { Locale } from "../locales";

const en = {
  crumb: "Free estimate",
  title: "Book your free in-home estimate",
  eyebrow: "Free estimate",
  lead: "Pick a day and a two-hour window that suits you. You get the details by email straight away, and we confirm your visit within 24 hours.",
  calendarTitle: "Choose a date and time",
  callPrefix: "Rather talk it through? Call",
  expectTitle: "What to expect",
  steps: [
    ["Pick a time", "Choose a weekday or Saturday slot up to five weeks ahead. Visits take about two hours."],
    ["We visit and measure", "An estimator measures every opening, checks frames and stucco, and shows samples of frames and glass."],
    ["Written quote", "You get prices per window or door, any rebates or credits, and the install timeline in writing. No pressure."],
  ] as [string, string][],
  warranty: (promise: string) => `${promise} on our installation.`,
};

/** The estimate page's words in one language. */
export type EstimateCopy = typeof en;

const es: EstimateCopy = {
  crumb: "Estimado gratis",
  title: "Haga su cita para un estimado gratis en su casa",
  eyebrow: "Estimado gratis",
  lead: "Escoja el día y el horario de dos horas que más le convenga. Le mandamos los datos por correo electrónico de inmediato y confirmamos su visita en menos de 24 horas.",
  calendarTitle: "Escoja la fecha y la hora",
  callPrefix: "¿Prefiere hablarlo por teléfono? Llame al",
  expectTitle: "Qué puede esperar",
  steps: [
    [
      "Escoja un horario",
      "Elija un horario entre semana o en sábado, hasta con cinco semanas de anticipación. La visita dura unas dos horas.",
    ],
    [
      "Vamos a su casa y medimos",
      "Un estimador mide cada abertura, revisa los marcos y el estuco, y le enseña muestras de marcos y vidrios.",
    ],
    [
      "Cotización por escrito",
      "Recibe por escrito los precios por ventana o puerta, los reembolsos o créditos que apliquen y las fechas de instalación. Sin presiones.",
    ],
  ],
  warranty: () => "Garantía de por vida en nuestra instalación.",
};

/** The estimate page's words, by language. */
export const estimateCopy: Record<Locale, EstimateCopy> = { en, es };
