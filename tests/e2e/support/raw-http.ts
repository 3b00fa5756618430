import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as written (fetch would normalise or refuse a hostile request) and reads
 * the status line, headers and the start of the body. Bounded in time; loopback only.
 */
export function rawRequest(origin: string, request: string, timeoutMs = 5_000): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  if (hostname !== "127.0.0.1" && hostname !== "localhost") throw new Error("raw requests go to this machine only");
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${request.slice(0, 80)}`));
    }, timeoutMs);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      if (data.length > 200_000) socket.destroy();
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (data) finish();
      else reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      finish();
    });
    function finish() {
      const [head = "", ...rest] = data.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const status = Number(statusLine.split(" ")[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const index = line.indexOf(":");
        if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
      }
      resolve({ status, headers, body: rest.join("\r\n\r\n") });
    }
  });
}

/** A GET (or other method) with Connection: close, the path written as is. */
export function rawGet(
  origin: string,
  target: string,
  extraHeaders: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  const host = new URL(origin).host;
  const headerText = Object.entries({ Host: host, Connection: "close", ...extraHeaders })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return rawRequest(origin, `${method} ${target} HTTP/1.1\r\n${headerText}\r\n`);
}
