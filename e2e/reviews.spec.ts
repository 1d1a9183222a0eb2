import { expect, test } from "@playwright/test";

// The served site reads Google reviews from the Places stand-in (e2e/places-server.ts), which
// answers with tests/fixtures/places-details.json: 4.9 from 287 reviews, five reviews.

test("the header badge shows the rating and count on wider screens, linking to the place on Google", async ({ page, isMobile }) => {
  await page.goto("/services/windows");
  const badge = page.getByRole("link", { name: "Rated 4.9 out of 5 from 287 reviews on Google" });
  if (isMobile) {
    await expect(badge).toBeHidden();
    return;
  }
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/4\.9.*287 reviews/);
  await expect(badge).toHaveAttribute("href", /^https:\/\/maps\.google\.com\//);
});

test("the home page shows three Google reviews with authors, stars, dates and Google's attribution", async ({ page }) => {
  await page.goto("/");
  // The block hydrates (and asks for the reviews) when its placeholder comes into view.
  await page.getByRole("status", { name: "Loading Google reviews" }).scrollIntoViewIfNeeded();
  const block = page.locator('[data-slot="google-reviews"]');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole("listitem")).toHaveCount(3);
  await expect(block).toContainText("Maria Delgado");
  await expect(block).toContainText("2 weeks ago");
  await expect(block).toContainText("Reviews from Google.");
  await expect(block.getByRole("link", { name: "See all reviews on Google Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/maps\.google\.com\//,
  );
  await expect(block.getByRole("link", { name: "Maria Delgado" })).toHaveAttribute("href", /google\.com\/maps\/contrib\//);
});

test("/reviews shows every review Google returned", async ({ page }) => {
  await page.goto("/reviews");
  await expect(page.locator('[data-slot="google-reviews"]').getByRole("listitem")).toHaveCount(5);
});
