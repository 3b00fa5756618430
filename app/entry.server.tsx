import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { renderFragment } from "#app/fragments/build-fragments.server.tsx";
import { FragmentRenderer } from "#app/components/ui/build-fragment.tsx";

/** The longest a page's data may take before its rendering is cut short. */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. Every page is prerendered at build time and served as a file, so nobody
 * waits on this stream: it waits until the whole document is ready (`onAllReady`, as React Router
 * does for crawlers) and writes it in one piece. Streamed as soon as the shell is ready, the page
 * carried React's streaming runtime (about 430 bytes compressed) and hidden placeholders for the
 * route data, all before the first paint could start
 * (docs/decisions/136-the-sites-speed-measured-by-lighthouse-ci.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }

  return new Promise((resolve, reject) => {
    // Aborting after the timeout still lets React flush the boundaries it gave up on.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The parts drawn when the site builds are placed in the page from here, not from route data.
    const page = (
      <FragmentRenderer value={renderFragment}>
        <ServerRouter context={routerContext} url={request.url} />
      </FragmentRenderer>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Logged whatever its place: one inside a Suspense boundary would otherwise leave that part
        // of the prerendered page to the browser without a word. (An error in the shell is also
        // logged by React Router when the promise rejects.)
        console.error(error);
      },
    });
  });
}
