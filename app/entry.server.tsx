import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { renderFragment } from "#app/fragments/build-fragments.server.tsx";
import { FragmentRenderer } from "#app/components/ui/build-fragment.tsx";
import { scriptNonce } from "#app/lib/script-nonce.ts";

export const streamTimeout = 5_000;

/**
 * Every page is prerendered, so nobody waits on this stream: it writes the whole document at once
 * (`onAllReady`), every Suspense boundary in its place, without React's streaming runtime and the
 * placeholders it adds before the first paint (docs/decisions/168-the-speed-a-phone-feels.md).
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
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // The build-time fragments reach the page from here, not from route data.
    const page = (
      <FragmentRenderer value={renderFragment}>
        <ServerRouter context={routerContext} url={request.url} nonce={scriptNonce} />
      </FragmentRenderer>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: scriptNonce,
      // A Suspense boundary is written in place, never moved behind React's runtime script (docs/decisions/174, 172).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
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
        // Logged here, or one inside a Suspense boundary would leave that part to the browser unsaid.
        console.error(error);
      },
    });
  });
}
