/**
 * The finished projects' words in Spanish (the facts, photos and English words are in
 * src/data/projects.ts), and the stage labels in each language. Keyed by project id, so a
 * new project without Spanish words fails `astro check` here.
 */
import type { Locale } from "../locales";
import type { ProjectStage } from "@/data/projects";

/** The words of one project: title, summary and one photo description per stage (before, during, after). */
export interface ProjectWords {
  title: string;
  summary: string;
  alts: [before: string, during: string, after: string];
}

/** The stage labels, as the photos' badges show them. */
export const stageLabels: Record<Locale, Record<ProjectStage["label"], string>> = {
  en: { Before: "Before", During: "During", After: "After" },
  es: { Before: "Antes", During: "Durante", After: "Después" },
};

/** "{title}: before, during and after", the before/after block's heading on the testimonials page. */
export const stagesHeading: Record<Locale, (title: string) => string> = {
  en: (title) => `${title}: before, during and after`,
  es: (title) => `${title}: antes, durante y después`,
};

/** Spanish words of each project, by id. */
export const projectsEs: Record<string, ProjectWords> = {
  "gilbert-ranch-windows": {
    title: "Casa de un piso en Gilbert: 14 ventanas de aluminio reemplazadas",
    summary:
      "Las ventanas corredizas originales de aluminio y vidrio sencillo, de los años 90, se cambiaron por Tuscany V400 de vinilo con vidrio de baja emisividad (Low-E) SunCoat, instaladas sobre el marco existente en dos días.",
    alts: [
      "Casa de estuco de un piso con ventanas de aluminio plateado desgastadas",
      "La misma casa a media instalación, con una escalera y las ventanas nuevas recargadas junto a las aberturas",
      "La casa terminada, con ventanas nuevas de vinilo color arena y molduras limpias",
    ],
  },
  "chandler-two-story": {
    title: "Casa de estuco de dos pisos en Chandler: reemplazo de toda la casa",
    summary:
      "Veintidós ventanas de vinilo de constructora con sellos dañados se reemplazaron por Pella Impervia de fibra de vidrio en acabado bronce oscuro, aprobado por la HOA.",
    alts: [
      "Casa de estuco de dos pisos con ventanas blancas viejas, varias empañadas",
      "La casa de dos pisos con algunas aberturas cubiertas con cinta y las ventanas nuevas en la entrada de autos",
      "La casa de dos pisos con ventanas nuevas de fibra de vidrio color bronce oscuro",
    ],
  },
  "scottsdale-patio-door": {
    title: "Patio en Scottsdale: una pared de vidrio de paneles corredizos",
    summary:
      "Una puerta corrediza de patio angosta se convirtió en una amplia pared de varios paneles corredizos con vidrio de baja emisividad, con marcos que combinan con las delgadas ventanas contemporáneas Trinsic.",
    alts: [
      "Patio trasero de una casa del desierto con una puerta corrediza vieja y angosta",
      "La pared del patio abierta y apuntalada mientras se coloca el marco nuevo",
      "El patio con una nueva puerta de vidrio de varios paneles corredizos que se abre al jardín",
    ],
  },
};
