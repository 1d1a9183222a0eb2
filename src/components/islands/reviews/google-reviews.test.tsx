// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { mapPlaceDetails, type GoogleReviewsResponse } from "@/core/reviews";
import { GoogleReviews } from "./google-reviews";

const data = mapPlaceDetails(JSON.parse(readFileSync("tests/fixtures/places-details.json", "utf8")), "ChIJx9Lr6tCvK4cR0zQ2yXvH0aE")!;
const dataEs = mapPlaceDetails(JSON.parse(readFileSync("tests/fixtures/places-details-es.json", "utf8")), "ChIJx9Lr6tCvK4cR0zQ2yXvH0aE")!;

function answer(body: GoogleReviewsResponse) {
  const fetcher = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetcher);
  return fetcher;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("GoogleReviews", () => {
  it("renders 3 reviews with stars, dates, Google attribution and a link to write one when limited to 3", async () => {
    answer({ configured: true, data });
    render(<GoogleReviews limit={3} />);
    const articles = await screen.findAllByRole("article");
    expect(articles).toHaveLength(3);

    const first = within(articles[0]!);
    expect(first.getByRole("link", { name: "Maria Delgado" }).getAttribute("href")).toBe(data.reviews[0]!.author_url);
    expect(first.getByRole("img", { name: "Rated 5 out of 5" })).toBeTruthy();
    expect(first.getByText("2 weeks ago").getAttribute("datetime")).toBe("2026-11-17T18:42:07.000Z");
    expect(first.getByText(/Replaced all 14 windows/)).toBeTruthy();
    expect(within(articles[2]!).getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();

    expect(screen.getByText("Rated 4.9 out of 5 from 287 reviews on Google")).toBeTruthy();
    expect(screen.getByText(/Reviews from Google/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all reviews on Google Maps" }).getAttribute("href")).toBe(data.url);
    expect(screen.getByRole("link", { name: "Write a review on Google" }).getAttribute("href")).toBe(data.write_review_url);
  });

  it("renders all 5 reviews, the one without text too, by default", async () => {
    answer({ configured: true, data });
    render(<GoogleReviews />);
    expect(await screen.findAllByRole("article")).toHaveLength(5);
    expect(screen.getByRole("heading", { name: "K. Nguyen" })).toBeTruthy();
  });

  it("renders nothing when the reviews are not configured", async () => {
    const fetcher = answer({ configured: false });
    const { container } = render(<GoogleReviews limit={3} />);
    await waitFor(() => expect(fetcher).toHaveBeenCalledOnce());
    await waitFor(() => expect(container.innerHTML).toBe(""));
  });

  it("renders nothing when the reviews are unavailable", async () => {
    const fetcher = answer({ configured: true, data: null });
    const { container } = render(<GoogleReviews limit={3} />);
    await waitFor(() => expect(fetcher).toHaveBeenCalledOnce());
    await waitFor(() => expect(container.innerHTML).toBe(""));
  });

  it("speaks Spanish on a Spanish page: asks for ?locale=es, and shows the reviewer's own words beside Google's translation", async () => {
    const fetcher = answer({ configured: true, data: dataEs });
    render(<GoogleReviews limit={3} locale="es" />);
    const articles = await screen.findAllByRole("article");
    expect(fetcher).toHaveBeenCalledWith("/api/google-reviews?locale=es", expect.anything());
    expect(screen.getByRole("heading", { name: "Lo que dicen los propietarios en Google" })).toBeTruthy();
    expect(screen.getByText("Calificación de 4.9 de 5 con 287 reseñas en Google")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Escriba una reseña en Google" })).toBeTruthy();
    const first = within(articles[0]!);
    expect(first.getByRole("img", { name: "Calificación: 5 de 5" })).toBeTruthy();
    expect(first.getByText(/^Cambiaron las 14 ventanas/)).toBeTruthy();
    expect(first.getByText("Traducida por Google · Texto original (inglés)")).toBeTruthy();
    expect(first.getByText(/^Replaced all 14 windows/).getAttribute("lang")).toBe("en");
    // Written in Spanish: no second text.
    expect(within(articles[1]!).queryByText(/Texto original/)).toBeNull();
  });
});
