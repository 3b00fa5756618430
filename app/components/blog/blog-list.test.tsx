// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blogCategoryFilters, categoryHref } from "#app/data/blog-categories.ts";
import { specificationBlogCategories } from "#app/lib/content/settings-schema.ts";
import type { ImageId } from "#app/generated/images.ts";
import { images } from "#app/generated/images.ts";
import type { BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { ArticleCallToAction } from "./article-call-to-action";
import { BlogList } from "./blog-list";

const image = Object.keys(images)[0] as ImageId;
const [luxury, cultural, , food, , , tech] = specificationBlogCategories;

function summary(
  id: number,
  slug: string,
  category: BlogArticleSummary["category"],
  featured = false,
): BlogArticleSummary {
  return {
    id,
    slug,
    title: `Title of ${slug}`,
    excerpt: `An excerpt about ${slug} that is long enough.`,
    image,
    imageAlt: `Illustration for ${slug}`,
    author: "Thilini Fernando",
    date: "2024-11-28",
    displayDate: "28 November 2024",
    readTime: "10 min read",
    category,
    featured,
  };
}

const articles = [
  summary(1, "villa-by-the-reef", luxury, true),
  summary(2, "palace-gates", cultural),
  summary(4, "night-market", food),
];

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/blog", Component: () => <BlogList articles={articles} /> }]);
  return render(<Stub initialEntries={[url]} />);
}

const chips = () => within(screen.getByRole("navigation", { name: "Blog categories" }));

describe("the blog list", () => {
  it("shows a chip for All and for each category, All selected, the featured article and the others", async () => {
    renderAt("/blog");
    expect(await chips().findAllByRole("link")).toHaveLength(blogCategoryFilters.length);
    expect(chips().getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Title of villa-by-the-reef" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Title of palace-gates",
      "Title of night-market",
    ]);
  });

  it("applies the category of the URL", async () => {
    renderAt(categoryHref(food));
    expect(await chips().findByRole("link", { name: food })).toHaveAttribute("aria-current", "true");
    expect(chips().getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    expect(screen.queryByRole("heading", { name: "Title of villa-by-the-reef" })).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Title of night-market" })).toBeInTheDocument();
  });

  it("filters when a chip is chosen, and says what it shows", async () => {
    renderAt("/blog");
    await userEvent.click(await chips().findByRole("link", { name: luxury }));
    expect(chips().getByRole("link", { name: luxury })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Title of villa-by-the-reef" })).toBeInTheDocument();
    expect(screen.getByText(`No articles found in the ${luxury} category.`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: `More ${luxury} stories` })).toBeInTheDocument();
    expect(screen.getByText(`The featured story above is our only ${luxury} story so far.`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all stories" })).toHaveAttribute("href", "/blog");
    expect(screen.getByText(`Showing 1 article in ${luxury}.`)).toBeInTheDocument();
  });

  it("says so for a category without any article, with neither the featured article nor the note about it", async () => {
    renderAt(categoryHref(tech));
    expect(await chips().findByRole("link", { name: tech })).toHaveAttribute("aria-current", "true");
    expect(screen.getByText(`No articles found in the ${tech} category.`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: `${tech} stories` })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Title of villa-by-the-reef" })).toBeNull();
    expect(screen.queryByText(/The featured story above/)).toBeNull();
  });

  it("is prerendered as the All view whatever the query string", () => {
    const Stub = createRoutesStub([{ path: "/blog", Component: () => <BlogList articles={articles} /> }]);
    const html = renderToString(<Stub initialEntries={[categoryHref(food)]} />);
    expect(html).toContain("Title of villa-by-the-reef");
    expect(html).toMatch(/aria-current="true"[^>]*>All</);
  });
});

describe("an article's call to action", () => {
  const renderCallToAction = (places: Omit<Parameters<typeof ArticleCallToAction>[0], "title"> = {}) => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => <ArticleCallToAction title="Slow Luxury on Sri Lanka's South Coast" {...places} />,
      },
    ]);
    render(<Stub />);
  };

  it("opens a chat in a new tab, the message naming the article", () => {
    renderCallToAction();
    const link = screen.getByRole("link", { name: /Chat with a specialist/ });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.searchParams.get("text")).toContain("Slow Luxury on Sri Lanka's South Coast");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers the trip composer under the chat, inside the site", () => {
    renderCallToAction();
    const link = screen.getByRole("link", { name: "Plan your trip in two minutes" });
    expect(link).toHaveAttribute("href", "/plan");
    expect(link).not.toHaveAttribute("target");
  });

  it("leads to the sample trips and guides of the places the article is about, else to every trip", () => {
    renderCallToAction({
      guides: [{ name: "Sri Lanka", slug: "sri-lanka" }],
      trips: [{ slug: "south-coast", title: "The South Coast" }],
    });
    expect(screen.getByRole("link", { name: "See the sample trip: The South Coast" })).toHaveAttribute(
      "href",
      "/trips/south-coast",
    );
    expect(screen.getByRole("link", { name: "Read our Sri Lanka guide" })).toHaveAttribute(
      "href",
      "/destinations/sri-lanka",
    );
    expect(screen.queryByRole("link", { name: "See our sample trips" })).toBeNull();
    cleanup();
    renderCallToAction();
    expect(screen.getByRole("link", { name: "See our sample trips" })).toHaveAttribute("href", "/trips");
  });
});
