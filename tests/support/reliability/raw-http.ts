import { connect } from "node:net";

export type RawAnswer = {
  /** HTTP status, or undefined when no status line came back. */
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** A socket error or "timeout" when the exchange did not end with a full answer. */
  error?: string;
};

/** Splits an HTTP answer into status, headers and body once it is complete; undefined while it is not. */
function parseAnswer(data: Buffer, closed: boolean): RawAnswer | undefined {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = data.subarray(end + 4);
  const length = headers["content-length"];
  if (length !== undefined && body.length < Number(length) && !closed) return undefined;
  if (headers["transfer-encoding"] === "chunked" && !body.includes("0\r\n\r\n") && !closed) return undefined;
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  return { status: Number.isNaN(status) ? undefined : status, headers, body: body.toString("utf8") };
}

/** Writes raw bytes to the server and reads the first HTTP answer: what no well-behaved client would send. */
export function sendRaw(port: number, request: Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let data = Buffer.alloc(0);
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port });
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parseAnswer(data, true);
      resolve(
        answer
          ? { ...answer, error }
          : { status: undefined, headers: {}, body: "", error: error ?? "closed" },
      );
    };
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => {
      data = Buffer.concat([data, chunk]);
      if (parseAnswer(data, false)) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on("close", () => finish());
  });
}
