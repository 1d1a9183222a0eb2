/** The finished projects (src/data/projects.ts) in a language: the Spanish words laid over the English facts and photos. */
import { projects, type Project } from "@/data/projects";
import { projectsEs } from "@/i18n/copy/projects";
import type { Locale } from "@/i18n/locales";

/** Every project, worded in `locale`. */
export function listProjects(locale: Locale): Project[] {
  if (locale === "en") return projects;
  return projects.map((project) => {
    const words = projectsEs[project.id];
    if (!words) throw new Error(`Project "${project.id}" has no Spanish words; add them to src/i18n/copy/projects.ts.`);
    return {
      ...project,
      title: words.title,
      summary: words.summary,
      stages: project.stages.map((stage, index) => ({ ...stage, alt: words.alts[index] ?? stage.alt })),
    };
  });
}
