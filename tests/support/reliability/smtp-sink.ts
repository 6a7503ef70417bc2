import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { tokenPattern } from "./enquiries.ts";

export type SinkBehaviour = {
  /** Delay before the greeting: a slow server the client may give up on. */
  greetingDelayMs?: number;
  /** Delay before the reply to a complete message: slow, but the message is accepted in the end. */
  replyDelayMs?: number;
  /** This many next message transfers are cut: the connection is dropped mid-message, nothing accepted. */
  dropTransfers?: number;
};

export type SmtpSink = {
  port: number;
  /** How many accepted messages to the owner (the enquiry notifications) carried each enquiry token. */
  received: Map<string, number>;
  /** The same for messages to anyone else: the buyers' acknowledgements, which quote the token. */
  acknowledged: Map<string, number>;
  /** Owner's messages accepted, acknowledgements accepted, transfers dropped mid-message, connections opened. */
  stats: { accepted: number; acknowledgements: number; dropped: number; connections: number };
  behave: (behaviour: SinkBehaviour) => void;
  close: () => Promise<void>;
};

/** Undoes quoted-printable soft line breaks, so a token split across lines is found whole. */
function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, "");
}

/**
 * A real SMTP server on loopback that records each accepted message by the enquiry tokens it carries, the
 * owner's (to `owner`, the test server's ENQUIRY_TO) apart from the buyers' acknowledgements.
 */
export async function startSmtpSink(
  port = 0,
  initial: SinkBehaviour = {},
  owner = "owner@example.test",
): Promise<SmtpSink> {
  let behaviour = { ...initial };
  const received = new Map<string, number>();
  const acknowledged = new Map<string, number>();
  const stats = { accepted: 0, acknowledgements: 0, dropped: 0, connections: 0 };

  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      stats.connections++;
      setTimeout(callback, behaviour.greetingDelayMs ?? 0);
    },
    onData(stream, session, callback) {
      if ((behaviour.dropTransfers ?? 0) > 0) {
        behaviour.dropTransfers = (behaviour.dropTransfers ?? 0) - 1;
        stats.dropped++;
        stream.once("data", () => dropConnection(session));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          const tokens = new Set(unfold(Buffer.concat(chunks).toString("utf8")).match(tokenPattern));
          const toOwner = session.envelope.rcptTo.some((rcpt) => rcpt.address === owner);
          const counts = toOwner ? received : acknowledged;
          for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
          if (toOwner) stats.accepted++;
          else stats.acknowledgements++;
          callback();
        }, behaviour.replyDelayMs ?? 0);
      });
    },
  });

  function dropConnection(session: SMTPServerSession): void {
    for (const connection of server.connections) {
      if (connection.session.id === session.id) connection._socket.destroy();
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    received,
    acknowledged,
    stats,
    behave(next) {
      behaviour = { ...next };
    },
    close() {
      // Open client connections are cut at once: a closed sink stands for a mail server that is down.
      for (const connection of server.connections) connection._socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
