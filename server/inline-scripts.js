// @ts-check

/**
 * The inline scripts a page may carry, a list the build owns (record 062): React Router's own and
 * the site's module loader (scripts/pipeline/defer-javascript.ts), each recognised by its exact
 * text, in which only data may vary, and that data must parse as JSON, so it cannot run anything.
 */

/** React Router's ScrollRestoration, as 7.x writes it: this function, called with two JSON values. */
const scrollRestoration = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })`;

const contextPrefix = "window.__reactRouterContext = ";
const contextSuffix =
  ";window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const enqueuePrefix = "window.__reactRouterContext.streamController.enqueue(";
const streamEnd = "window.__reactRouterContext.streamController.close();";

const asset = String.raw`"\/assets\/[\w.-]+\.js"`;

/** The site's module loader (importAfterFirstPaint): only module addresses and route names vary. */
const moduleLoader = new RegExp(
  [
    String.raw`^const hydrate = async \(\) => \{`,
    String.raw`  const \[, route\d+(?:, route\d+)*\] = await Promise\.all\(\[import\(${asset}\)(?:, import\(${asset}\))*\]\);`,
    String.raw`  window\.__reactRouterRouteModules = \{"[\w/.-]+":route\d+(?:,"[\w/.-]+":route\d+)*\};`,
    String.raw`  import\(${asset}\);`,
    String.raw`\};`,
    String.raw`if \(PerformanceObserver\.supportedEntryTypes\?\.includes\("paint"\)\) \{`,
    String.raw`  new PerformanceObserver\(\(entries, observer\) => \{`,
    String.raw`    if \(entries\.getEntriesByName\("first-contentful-paint"\)\.length === 0\) return;`,
    String.raw`    observer\.disconnect\(\);`,
    String.raw`    hydrate\(\);`,
    String.raw`  \}\)\.observe\(\{ type: "paint", buffered: true \}\);`,
    String.raw`\} else hydrate\(\);$`,
  ].join("\n"),
);

/**
 * @param {string} text
 * @param {(value: unknown) => boolean} accept
 */
function isJson(text, accept) {
  try {
    return accept(JSON.parse(text));
  } catch {
    return false;
  }
}

/** @param {unknown} value */
const isString = (value) => typeof value === "string";
/** @param {unknown} value */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * @param {string} body
 * @param {boolean} isModule
 */
function isKnownInlineScript(body, isModule) {
  if (isModule) return moduleLoader.test(body);
  if (body === streamEnd) return true;
  if (body.startsWith(enqueuePrefix) && body.endsWith(");"))
    return isJson(body.slice(enqueuePrefix.length, -");".length), isString);
  if (body.startsWith(contextPrefix) && body.endsWith(contextSuffix))
    return isJson(body.slice(contextPrefix.length, -contextSuffix.length), isObject);
  if (body.startsWith(scrollRestoration)) {
    const args = /^\(("(?:[^"\\]|\\.)*"), (null|"(?:[^"\\]|\\.)*")\)$/.exec(body.slice(scrollRestoration.length));
    return (
      args !== null && isJson(args[1] ?? "", isString) && isJson(args[2] ?? "", (key) => key === null || isString(key))
    );
  }
  return false;
}

/**
 * The inline scripts of a page, each with whether the build wrote it. JSON-LD (a script whose own
 * `type` attribute says application/ld+json, not a `data-type` that merely ends alike) is data for
 * search engines: a browser never runs it, so it gets no hash (`data`), and it is known when it is
 * JSON, so markup that only looks like JSON-LD is refused like any other script.
 * @param {string} html
 * @returns {{ body: string, known: boolean, data: boolean }[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type === "application/ld+json") scripts.push({ body, known: isJson(body, isObject), data: true });
    else scripts.push({ body, known: isKnownInlineScript(body, type === "module"), data: false });
  }
  return scripts;
}
