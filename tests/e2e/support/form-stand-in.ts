import type { Page, Route } from "@playwright/test";
import { site } from "#app/data/site.ts";

/**
 * The contact form's service (tally.so) as the browser tests meet it: its widget script and its form
 * page answered by small stand-ins, or made to fail or hang. It is never reached.
 */

export const scriptUrl = "https://tally.so/widgets/embed.js";

/** Does what Tally's widget does for us: copy data-tally-src into src, resize the frame on request. */
const fakeWidget = `
  window.__tallyRuns = (window.__tallyRuns || 0) + 1;
  window.Tally = {
    loadEmbeds: function () {
      document.querySelectorAll("iframe[data-tally-src]:not([src])").forEach(function (frame) { frame.src = frame.dataset.tallySrc; });
    },
  };
  window.addEventListener("message", function (event) {
    if (event.origin !== "https://tally.so" || typeof event.data !== "string" || event.data.indexOf("Tally.Resize") < 0) return;
    var height = JSON.parse(event.data).payload.height;
    document.querySelectorAll("iframe[data-tally-src]").forEach(function (frame) {
      if (frame.contentWindow === event.source) frame.style.height = height + "px";
    });
  });
`;

/**
 * A stand-in form page: looks like a form, says it has loaded, and asks for 720 px; its Send thanks the
 * visitor and says "submitted" to the page, as Tally's does.
 */
const fakeForm = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trip inquiry</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1f2a; background: transparent; }
  label { display: block; margin: 0 0 18px; font-weight: 600; }
  input, textarea { display: block; box-sizing: border-box; width: 100%; margin-top: 6px; padding: 10px 12px; border: 1px solid #dfc596; border-radius: 10px; font: inherit; background: #fff; }
  textarea { height: 120px; }
  button { padding: 12px 22px; border: 0; border-radius: 999px; background: #1b1f2a; color: #fff; font: inherit; font-weight: 600; }
</style></head>
<body><form>
  <label>Your name<input name="name"></label>
  <label>E-mail<input name="email" type="email"></label>
  <label>Where and when would you like to travel?<textarea name="trip"></textarea></label>
  <label>Number of travelers<input name="travelers"></label>
  <button type="button" onclick="sent()">Send</button>
</form>
<script>
  function sent() {
    document.body.textContent = "Thanks for your message!";
    parent.postMessage(${JSON.stringify(JSON.stringify({ event: "Tally.FormSubmitted", payload: { formId: site.contactForm.formId } }))}, "*");
  }
  parent.postMessage(${JSON.stringify(JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: site.contactForm.formId } }))}, "*");
  parent.postMessage(JSON.stringify({ event: "Tally.Resize", payload: { height: 720 } }), "*");
</script></body></html>`;

type Behaviour = "answer" | "fail" | "hang";

/** Routes tally.so for this page; returns the form URLs the frame asked for. */
export async function stubFormService(
  page: Page,
  { script = "answer", form = "answer" }: { script?: Behaviour; form?: Behaviour } = {},
) {
  const formRequests: URL[] = [];
  const respond = async (route: Route, behaviour: Behaviour, body: string, contentType: string) => {
    if (behaviour === "fail") return route.abort("failed");
    if (behaviour === "hang") return; // never answered
    return route.fulfill({ status: 200, contentType, body });
  };
  await page.route(scriptUrl, (route) => respond(route, script, fakeWidget, "text/javascript"));
  await page.route("https://tally.so/embed/**", (route) => {
    formRequests.push(new URL(route.request().url()));
    return respond(route, form, fakeForm, "text/html");
  });
  return formRequests;
}
