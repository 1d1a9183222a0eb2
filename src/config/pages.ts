/**
 * Titles and descriptions of the hand-built pages (the .astro files in src/pages), in one
 * place: each page reads its own entry, and the site map, Open Graph cards and SEO audit
 * read them all. Collection pages (services, cities, products, brands, posts) and Markdown
 * pages carry theirs in their own frontmatter.
 */
import { business } from "./business";

/** Search and social metadata of one page. */
export interface PageMeta {
  /** Search title, at most 60 characters; the brand is appended when it fits. */
  title: string;
  /** 70-160 characters. */
  description: string;
  /** The group it is listed under on the site map. */
  section: "Company" | "Services" | "Locations" | "Products" | "Projects" | "Account";
  /** Kept out of search results and sitemap.xml. */
  noindex?: boolean;
}

export const pages = {
  "/": {
    title: "Windows and Doors Near Me - Gilbert AZ",
    description:
      "Window and door replacement in Gilbert and the Phoenix metro: Pella and Milgard installed by our own crews, free in-home estimates, lifetime warranty.",
    section: "Company",
  },
  "/services": {
    title: "Window & Door Services in the Phoenix Metro",
    description:
      "Window replacement, entry and patio doors, interior doors, custom shapes, energy upgrades and commercial glazing across Gilbert and the Phoenix metro.",
    section: "Services",
  },
  "/locations": {
    title: "Service Areas: Gilbert, Mesa, Phoenix & More",
    description:
      "We replace windows and doors from Gilbert across the East Valley, Phoenix and the West Valley. Find your city, what we know about its homes and a free estimate.",
    section: "Locations",
  },
  "/blog": {
    title: "Window & Door Guides for Arizona Homeowners",
    description:
      "Practical guides for Phoenix-area homeowners: when to replace windows and doors, what to choose for desert heat, HOA approval, permits and costs.",
    section: "Company",
  },
  "/gallery": {
    title: "Before & After Window Replacement Gallery",
    description:
      "See real-style before, during and after views of window and door replacements in Phoenix-area homes, from old aluminum frames to new low-E windows.",
    section: "Projects",
  },
  "/showcase": {
    title: "Project Showcase by City and Product Line",
    description:
      "Finished window and door projects across Gilbert and the Phoenix metro, grouped by city and by product line, with before and after photos of each.",
    section: "Projects",
  },
  "/testimonials": {
    title: "Customer Testimonials | Windows & Doors Near Me",
    description:
      "What Phoenix-area homeowners say about their window and door replacement with us: estimates, install day, cleanup and the results in summer heat.",
    section: "Company",
  },
  "/reviews": {
    title: "Google Reviews of Our Window & Door Installs",
    description:
      "Read our Google reviews from homeowners in Gilbert, Mesa, Chandler and across the Phoenix metro, and leave a review of your own project.",
    section: "Company",
  },
  "/contact": {
    title: "Contact Us for a Free Window & Door Quote",
    description: `Call ${business.phone.display} or send us a message about your window or door project. We reply within 24 hours, Monday to Saturday, from our Gilbert office.`,
    section: "Company",
  },
  "/estimate": {
    title: "Book a Free In-Home Window & Door Estimate",
    description:
      "Pick a day and time for a free two-hour in-home estimate in Gilbert or anywhere in the Phoenix metro. Measurements, options and a written quote.",
    section: "Company",
  },
  "/room-designer": {
    title: "Room Designer: Plan Your New Windows & Doors",
    description:
      "Choose a room, window or door type, style, frame color and glass, see a drawn preview with the price range, then book an estimate with your design.",
    section: "Products",
  },
  "/sitemap": {
    title: "Site Map | Windows & Doors Near Me",
    description:
      "Every page on our site in one place: services, service areas, Pella and Milgard product lines, projects, guides and company information.",
    section: "Company",
  },
  "/login": {
    title: "Sign In | Windows & Doors Near Me",
    description:
      "Sign in with your Google account to see your appointments, or to reach the Windows & Doors Near Me dashboard if you are on the team.",
    section: "Account",
    noindex: true,
  },
  "/dashboard": {
    title: "Dashboard | Windows & Doors Near Me",
    description: "Your Windows & Doors Near Me dashboard: upcoming appointments, new leads and the numbers the team checks each morning.",
    section: "Account",
    noindex: true,
  },
  "/admin/dashboard": {
    title: "Today | Admin",
    description:
      "The Windows & Doors Near Me team's day: today's visits, what waits for the office, the week's numbers and where jobs come from.",
    section: "Account",
    noindex: true,
  },
  "/admin/texts": {
    title: "Texts | Admin",
    description:
      "Texts from Windows & Doors Near Me customers: the messages waiting for an answer, who sent them, and the conversation behind each.",
    section: "Account",
    noindex: true,
  },
  "/admin/appointments": {
    title: "Appointments | Admin",
    description:
      "Search, filter and manage booked in-home estimates: status changes, internal notes and CSV export for the Windows & Doors Near Me team.",
    section: "Account",
    noindex: true,
  },
  "/admin/today": {
    title: "Day View | Admin",
    description:
      "One day's in-home estimates in time order for the Windows & Doors Near Me team: addresses, calls, notes and On my way texts.",
    section: "Account",
    noindex: true,
  },
  "/admin/leads": {
    title: "Leads | Admin",
    description:
      "Contact-form leads for the Windows & Doors Near Me team: search, filter by status, track follow-ups with notes and export to CSV.",
    section: "Account",
    noindex: true,
  },
  "/admin/customers": {
    title: "Customers | Admin",
    description:
      "Every customer of Windows & Doors Near Me in one list, found by name, email, phone or address, each with a page of their visits, leads and texts.",
    section: "Account",
    noindex: true,
  },
  "/admin/customer": {
    title: "Customer | Admin",
    description:
      "One customer of Windows & Doors Near Me: their visits, leads, photos, texts, the team's notes and review requests, and a visit booked for them.",
    section: "Account",
    noindex: true,
  },
  "/admin/calendar-settings": {
    title: "Calendar Settings | Admin",
    description:
      "Set the booking calendar's time slots, closed weekdays, blocked dates, crews per slot, lead time and how many weeks ahead visitors can book.",
    section: "Account",
    noindex: true,
  },
  "/admin/price-book": {
    title: "Price Book | Admin",
    description:
      "The owner's price book: window and door lines priced by united inches or the square foot, install labour, and options such as Low-E, grids and tempered glass.",
    section: "Account",
    noindex: true,
  },
  "/admin/tax-rates": {
    title: "Tax Rates | Admin",
    description:
      "The owner's Arizona transaction privilege tax rates by city, copied from the Department of Revenue's rate tables, for quotes that add openings.",
    section: "Account",
    noindex: true,
  },
  "/admin/seo-dashboard": {
    title: "SEO Dashboard | Admin",
    description:
      "An audit of every page on the site: titles, descriptions, canonical URLs, social images, structured data, headings, images and links.",
    section: "Account",
    noindex: true,
  },
  "/admin/team": {
    title: "Team | Admin",
    description:
      "The firm's people and their roles: who may sign in to the admin as owner, office or estimator, and the installers of the crew's phone.",
    section: "Account",
    noindex: true,
  },
  "/admin/activity": {
    title: "Who Did What | Admin",
    description: "Every change the team made in the admin, newest first: who made it, when, what it was and on which job.",
    section: "Account",
    noindex: true,
  },
  "/admin/google-reviews-setup": {
    title: "Google Reviews Setup | Admin",
    description:
      "Check the Google Places connection that feeds the site's reviews, see the current rating and follow the steps to configure the API key and place ID.",
    section: "Account",
    noindex: true,
  },
  "/admin/quotes": {
    title: "Quotes | Admin",
    description: "Every quote sent to customers: status, value, views, signatures and deposits.",
    section: "Account",
    noindex: true,
  },
  "/admin/quote": {
    title: "Write a Quote | Admin",
    description: "Write or edit a quote: up to three options, line items from the product lines, discount, tax and deposit.",
    section: "Account",
    noindex: true,
  },
  "/admin/jobs": {
    title: "Jobs | Admin",
    description:
      "Every signed job by stage, from the re-measure to the finished install: what waits, what is late, and the next day that matters.",
    section: "Account",
    noindex: true,
  },
  "/admin/job": {
    title: "Job | Admin",
    description:
      "One job after the signature: its stage and timeline, the order and delivery, the re-measure, the install days, notes, photos, quote and customer.",
    section: "Account",
    noindex: true,
  },
  "/crew": {
    title: "Crew | Admin",
    description:
      "The install crew's phone: today's and tomorrow's installs, the openings to install, after-photos and the customer's sign-off, readable without signal.",
    section: "Account",
    noindex: true,
  },
  "/admin/measure": {
    title: "Measure Sheet | Admin",
    description:
      "The measure sheet of an estimate visit: each opening's room, style, width and height, install method and safety-glazing facts, kept on the phone without signal.",
    section: "Account",
    noindex: true,
  },
  "/admin/installs": {
    title: "Installs Calendar | Admin",
    description: "The install crews' calendar: each crew's jobs across their install days, closed days shaded, a fortnight at a time.",
    section: "Account",
    noindex: true,
  },
  "/admin/crews": {
    title: "Crews | Admin",
    description: "The install crews as named teams of installers: add a crew, rename it, choose its members, retire it.",
    section: "Account",
    noindex: true,
  },
  "/quote": {
    title: "Your Quote | Windows & Doors Near Me",
    description: "Compare the options of your Windows & Doors Near Me quote, sign the one you choose and pay the deposit.",
    section: "Account",
    noindex: true,
  },
  "/change-order": {
    title: "Your Change Order | Windows & Doors Near Me",
    description: "Read the change to your Windows & Doors Near Me contract, see the new total and sign it.",
    section: "Account",
    noindex: true,
  },
  "/invoice": {
    title: "Your Invoice | Windows & Doors Near Me",
    description: "See your Windows & Doors Near Me invoice, pay it by card or bank account, and download the receipt once it is paid.",
    section: "Account",
    noindex: true,
  },
  "/my": {
    title: "Your Page | Windows & Doors Near Me",
    description:
      "Your visits, quotes, contracts, jobs, install days, payments and warranty with Windows & Doors Near Me, on one private page.",
    section: "Account",
    noindex: true,
  },
  "/cancel": {
    title: "Manage Your Visit | Windows & Doors Near Me",
    description:
      "Review your in-home estimate appointment with Windows & Doors Near Me, move it to another time that suits you better, or cancel it.",
    section: "Account",
    noindex: true,
  },
} satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof pages;

/** The metadata of a hand-built page. */
export function pageMeta(path: StaticPagePath): PageMeta {
  return pages[path];
}
