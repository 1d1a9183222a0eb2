// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchBadgeReviews, mountReviewBadge } from "./review-badge";
import { STATE_TIMEOUT_MS } from "../../../tests/helpers/wait-for-state";

/** vi.waitFor gives up after 1 s by default, which a busy machine can pass: wait for the state itself. */
const untilState = { timeout: STATE_TIMEOUT_MS };

const data = {
  rating: 4.9,
  user_ratings_total: 287,
  url: "https://maps.google.com/?cid=1",
  write_review_url: "https://search.google.com/local/writereview?placeid=x",
  reviews: [],
};
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

let root: HTMLElement;
let stop: () => void = () => {};

beforeEach(() => {
  document.body.innerHTML = `<div data-review-badge><a data-review-badge-link hidden><span data-review-badge-rating></span><svg aria-hidden="true"></svg><span data-review-badge-count></span></a></div>`;
  root = document.querySelector("[data-review-badge]")!;
});
afterEach(() => stop());

const link = () => root.querySelector("a")!;

describe("mountReviewBadge", () => {
  it("shows the rating text and the Google link when the answer is usable", async () => {
    const fetcher = vi.fn(async () => ok({ configured: true, data }));
    stop = mountReviewBadge(root, { fetcher });
    await vi.waitFor(() => expect(link().hidden).toBe(false), untilState);
    expect(root.querySelector("[data-review-badge-rating]")!.textContent).toBe("4.9");
    expect(root.querySelector("[data-review-badge-count]")!.textContent).toBe("287 reviews");
    expect(link().hasAttribute("aria-label")).toBe(false); // the name comes from the visible text (WCAG 2.5.3)
    expect(link().getAttribute("href")).toBe(data.url);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it("hides the badge when the reviews are not configured or lack a total", async () => {
    for (const body of [{ configured: false }, { configured: true, data: { ...data, user_ratings_total: undefined } }]) {
      link().hidden = false; // as after an earlier good answer: the new answer must hide it
      const fetcher = vi.fn(async () => ok(body));
      stop = mountReviewBadge(root, { fetcher });
      await vi.waitFor(() => expect(link().hidden).toBe(true), untilState);
      expect(fetcher).toHaveBeenCalledOnce();
      stop();
    }
  });

  it("retries once after a failure, then shows the badge", async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(ok({ configured: true, data }));
    stop = mountReviewBadge(root, { fetcher, retryDelayMs: 0 });
    await vi.waitFor(() => expect(link().hidden).toBe(false), untilState);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("gives up after two failures and stays hidden", async () => {
    // The fetch's own promise says when it is done, so no pause has to guess how long that takes.
    const failing = vi.fn(async () => new Response("", { status: 500 }));
    await expect(fetchBadgeReviews(failing, 0)).resolves.toBe("failed");
    expect(failing).toHaveBeenCalledTimes(2);

    const fetcher = vi.fn(async () => new Response("", { status: 500 }));
    stop = mountReviewBadge(root, { fetcher, retryDelayMs: 0 });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2), untilState);
    expect(link().hidden).toBe(true);
  });
});

describe("mountReviewBadge on a Spanish page", () => {
  it("asks for the Spanish answer, counts in Spanish and keeps its link to /es/reviews", async () => {
    link().setAttribute("href", "/es/reviews");
    const fetcher = vi.fn(async () => ok({ configured: true, data }));
    stop = mountReviewBadge(root, { fetcher, locale: "es" });
    await vi.waitFor(() => expect(link().hidden).toBe(false), untilState);
    expect(fetcher).toHaveBeenCalledWith("/api/google-reviews?locale=es", expect.anything());
    expect(root.querySelector("[data-review-badge-count]")!.textContent).toBe("287 reseñas");
    expect(link().getAttribute("href")).toBe("/es/reviews");
  });
});
