import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox"] });
const widths = [320, 360, 375, 768, 1024, 1280];
for (const path of ["/", "/contact", "/offline"]) {
  for (const width of widths) {
    const c = await b.newContext({ viewport: { width, height: 800 } });
    const p = await c.newPage();
    await p.goto("http://127.0.0.1:4350" + path);
    const r = await p.evaluate(() => {
      const out = [];
      for (const a of document.querySelectorAll('a[href^="mailto:"]')) {
        const spans = a.querySelectorAll("span > span.whitespace-nowrap");
        if (spans.length !== 2) continue;
        const col = a.parentElement.getBoundingClientRect();
        const aRect = a.getBoundingClientRect();
        // room for the address: column right minus the address start
        const start = spans[0].getBoundingClientRect().left;
        const room = col.right - start;
        const span = spans[1];
        const probe = document.createElement("span");
        probe.style.whiteSpace = "nowrap";
        probe.textContent = "reservations.head-office@";
        span.parentElement.appendChild(probe);
        const w1 = probe.getBoundingClientRect().width;
        probe.textContent = "saffron-route-travels.example";
        const w2 = probe.getBoundingClientRect().width;
        probe.remove();
        out.push({ room: Math.round(room), local25: Math.round(w1), domain29: Math.round(w2), perChar: +(w2 / 29).toFixed(2) });
      }
      return out;
    });
    console.log(path, width, JSON.stringify(r));
    await c.close();
  }
}
await b.close();
