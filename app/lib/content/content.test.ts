import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { loadLegalPage } from "./legal.server";
import { headingId, isAllowedHref, renderMarkdown } from "./markdown";
import { sanitizeContentHtml } from "./sanitize.server";

describe("Markdown rendering", () => {
  it("gives headings linkable ids and lists them", () => {
    const { html, headings } = renderMarkdown("## 1. Information We Collect\n\nText.\n\n### Cookies & you");
    expect(html).toContain('<h2 id="information-we-collect">1. Information We Collect</h2>');
    expect(headings.map((heading) => heading.id)).toEqual(["information-we-collect", "cookies-and-you"]);
    expect(headingId("5. Your Rights")).toBe("your-rights");
  });

  it("opens links to other sites in a new tab without an opener", () => {
    const { html } = renderMarkdown("[ours](/contact) and [theirs](https://example.org)");
    expect(html).toContain('<a href="/contact">ours</a>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">theirs</a>');
  });
});

describe("Markdown from staff renders as content, never as markup", () => {
  const hostile = [
    "Before <script>window.x=1</script> after.",
    "",
    '<img src="x" onerror="window.x=2">',
    "",
    '<iframe src="https://example.org"></iframe>',
    "",
    "[click](javascript:alert(1)) and [data](data:text/html,hi) and [far](//evil.example/x)",
    "",
    '[quoted](/ok "a\\" onmouseover=\\"x")',
  ].join("\n");

  it("shows raw HTML as text, so no element or handler of it reaches the page", () => {
    const { html } = renderMarkdown(hostile);
    expect(html).not.toMatch(/<(script|iframe|img)\b/i);
    expect(html).toContain("&lt;script&gt;window.x=1&lt;/script&gt;");
    expect(html).toContain("&lt;iframe src=&quot;https://example.org&quot;&gt;");
  });

  it("keeps only links to https, mailto, tel and this site; others are their words alone", () => {
    const { html } = renderMarkdown(hostile);
    expect(html).not.toMatch(/href="(javascript|data):|href="\/\//i);
    expect(html).toContain("<p>click and data and far</p>");
    expect(html).toContain('<a href="/ok" title="a&quot; onmouseover=&quot;x">quoted</a>');
    expect(renderMarkdown("[mail](mailto:a@b.example) [call](tel:+442071234567) [up](../x) [top](#top)").html).toBe(
      '<p><a href="mailto:a@b.example">mail</a> <a href="tel:+442071234567">call</a> <a href="../x">up</a> <a href="#top">top</a></p>\n',
    );
  });

  it.each(["javascript:alert(1)", "JaVaScRiPt:x", " java\tscript:x", "vbscript:x", "http://plain.example", "\\\\evil"])(
    "refuses %j as an address",
    (href) => {
      expect(isAllowedHref(href)).toBe(false);
    },
  );

  it("keeps, at build time, only the markup the renderer writes (sanitizeContentHtml)", () => {
    const html = sanitizeContentHtml(
      '<p>a<script>x()</script><iframe src="https://e.example"></iframe><a href="javascript:x" onclick="y">b</a><img src="/p.svg" onerror="z" alt="c"></p><h2 id="s" style="color:red">S</h2>',
    );
    expect(html).toBe('<p>a<a>b</a><img src="/p.svg" alt="c"></p><h2 id="s">S</h2>');
    // What the renderer writes passes as written.
    const rendered = renderMarkdown(
      'Write to [a@b.example](mailto:a@b.example "Say hello") or see ![A view](/v.svg).',
    ).html;
    expect(sanitizeContentHtml(rendered)).toBe(rendered);
  });
});

describe("figures in Markdown", () => {
  const picture = { src: "/assets/img/karsts-abc.svg", width: 1200, height: 800, sources: [] };
  const figures = {
    sizes: "42rem",
    resolve(id: string) {
      if (id !== "karsts") throw new Error(`figure "${id}" is unknown`);
      return picture;
    },
  };

  it("become a figure with a lazy, sized <img> of the manifest and a caption", () => {
    const { html, figures: ids } = renderMarkdown(
      'Text.\n\n![Karsts at dawn & mist](karsts "Ha Long Bay <at> dawn.")\n\nMore.',
      { figures },
    );
    expect(html).toContain(
      '<figure><img src="/assets/img/karsts-abc.svg" width="1200" height="800" alt="Karsts at dawn &amp; mist" loading="lazy" decoding="async"><figcaption>Ha Long Bay &lt;at&gt; dawn.</figcaption></figure>',
    );
    expect(html).not.toContain("<p><img");
    expect(ids).toEqual(["karsts"]);
  });

  it("of a photograph carry its AVIF and WebP sources", () => {
    const photo = {
      ...picture,
      src: "/a-1200.jpg",
      sources: [{ type: "image/avif" as const, srcSet: "/a-480.avif 480w, /a-1200.avif 1200w" }],
    };
    const { html } = renderMarkdown('![Alt](karsts "Caption.")', { figures: { ...figures, resolve: () => photo } });
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/a-480.avif 480w, /a-1200.avif 1200w" sizes="42rem"><img src="/a-1200.jpg"',
    );
  });

  it("fail on an unknown image id, a missing caption or alt text, or a picture inside a sentence", () => {
    expect(() => renderMarkdown('![Alt](nowhere "Caption.")', { figures })).toThrowError(/figure "nowhere" is unknown/);
    expect(() => renderMarkdown("![Alt](karsts)", { figures })).toThrowError(/figure "karsts" has no caption/);
    expect(() => renderMarkdown('![](karsts "Caption.")', { figures })).toThrowError(/figure "karsts" has no alt text/);
    expect(() => renderMarkdown('See ![Alt](karsts "Caption.") here.', { figures })).toThrowError(
      /must stand alone in its own paragraph/,
    );
  });

  it("are left alone where figures are not asked for (the legal pages)", () => {
    expect(renderMarkdown("![Alt](/x.png)").html).toBe('<p><img src="/x.png" alt="Alt"></p>\n');
  });
});

describe("legal pages", () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("are read with their date, their sections (linkable, without their numbers) and the facts filled in", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "legal-"));
    await writeFile(
      path.join(directory, "privacy.md"),
      [
        "---\ntitle: Privacy Policy\ndescription: How we handle what you tell us.\nlastUpdated: March 2031\n---",
        "{{legalName}} explains.",
        "## 1. What We Collect\n\nText.\n\n### Details\n\nMore.",
        "## 2. Contact Us\n\nWrite to {{email}}.",
      ].join("\n\n"),
    );
    const page = await loadLegalPage("privacy", directory);
    expect(page.lastUpdated).toBe("March 2031");
    expect(page.sections.map((section) => [section.id, section.text])).toEqual([
      ["what-we-collect", "1. What We Collect"],
      ["contact-us", "2. Contact Us"],
    ]);
    expect(page.html).toContain(site.legalName);
    expect(page.html).toContain(site.email);
  });

  it("as written in content/legal list every section and leave no placeholder unfilled", async () => {
    for (const name of ["privacy", "terms"] as const) {
      const page = await loadLegalPage(name);
      const source = await readFile(path.join("content/legal", `${name}.md`), "utf8");
      expect(page.sections, name).toHaveLength(source.match(/^## /gm)?.length ?? 0);
      expect(page.html, name).not.toContain("{{");
    }
  });

  it("fail to load with a bad date, naming the file and the field", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "legal-"));
    await writeFile(
      path.join(directory, "terms.md"),
      "---\ntitle: Terms\ndescription: Terms of using this website and our services.\nlastUpdated: 2024-12\n---\nText",
    );
    await expect(loadLegalPage("terms", directory)).rejects.toThrowError(/terms\.md: field "lastUpdated"/);
  });
});
