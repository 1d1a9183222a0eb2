/**
 * Finished projects shown in the gallery, the showcase and on the home page. Photos live
 * in src/assets/photos; replacing a file replaces the picture everywhere it is used.
 */
import type { ImageMetadata } from "astro";
import p1Before from "@/assets/photos/project-1-before.jpg";
import p1During from "@/assets/photos/project-1-during.jpg";
import p1After from "@/assets/photos/project-1-after.jpg";
import p2Before from "@/assets/photos/project-2-before.jpg";
import p2During from "@/assets/photos/project-2-during.jpg";
import p2After from "@/assets/photos/project-2-after.jpg";
import p3Before from "@/assets/photos/project-3-before.jpg";
import p3During from "@/assets/photos/project-3-during.jpg";
import p3After from "@/assets/photos/project-3-after.jpg";

export interface ProjectStage {
  label: "Before" | "During" | "After";
  image: ImageMetadata;
  alt: string;
}

export interface Project {
  /** Stable id, used for anchors. */
  id: string;
  title: string;
  /** City slug (src/content/cities). */
  city: string;
  /** Product entry id (src/content/products), e.g. "milgard/tuscany-v400". */
  product: string;
  /** What was done, in a sentence or two. */
  summary: string;
  stages: ProjectStage[];
}

export const projects: Project[] = [
  {
    id: "gilbert-ranch-windows",
    title: "Single-story ranch in Gilbert: 14 aluminum windows replaced",
    city: "gilbert",
    product: "milgard/tuscany-v400",
    summary:
      "Original 1990s single-pane aluminum sliders swapped for Tuscany V400 vinyl with SunCoat low-E glass, installed as retrofit units in two days.",
    stages: [
      { label: "Before", image: p1Before, alt: "Single-story stucco ranch home with faded silver aluminum windows" },
      { label: "During", image: p1During, alt: "The same ranch home mid-install, with a ladder and new windows leaning by the openings" },
      { label: "After", image: p1After, alt: "The ranch home finished, with new tan vinyl windows and clean trim" },
    ],
  },
  {
    id: "chandler-two-story",
    title: "Two-story stucco home in Chandler: full-house replacement",
    city: "chandler",
    product: "pella/impervia",
    summary:
      "Twenty-two builder-grade vinyl windows with failed seals replaced by Pella Impervia fiberglass in a dark bronze finish that the HOA approved.",
    stages: [
      { label: "Before", image: p2Before, alt: "Two-story stucco home with old white windows, several fogged" },
      { label: "During", image: p2During, alt: "The two-story home with some window openings taped and new units on the driveway" },
      { label: "After", image: p2After, alt: "The two-story home with new dark bronze fiberglass windows" },
    ],
  },
  {
    id: "scottsdale-patio-door",
    title: "Scottsdale patio: a multi-slide glass wall",
    city: "scottsdale",
    product: "milgard/trinsic-v300",
    summary:
      "A cramped sliding patio door opened up into a wide multi-slide wall with low-E glass, framed to match slim contemporary Trinsic windows.",
    stages: [
      { label: "Before", image: p3Before, alt: "Back patio of a desert home with a narrow old sliding door" },
      { label: "During", image: p3During, alt: "The patio wall opened up and braced while the new frame goes in" },
      { label: "After", image: p3After, alt: "The patio with a wide new multi-slide glass door opening onto the yard" },
    ],
  },
];
