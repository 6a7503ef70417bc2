import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../test-helper.ts";

export type Dovecot = {
  /** imap://owner%40example.com:secret@127.0.0.1:PORT/INBOX, as IMAP_URL takes it. */
  url: string;
  host: string;
  port: number;
  user: string;
  pass: string;
  /** Stops the server (the mails stay on disk); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
};

/** Dovecot 2.3's capabilities after login, less IDLE: a server the mailbox can only poll. */
const withoutIdle =
  "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT THREAD=REFERENCES MULTIAPPEND UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 CONDSTORE QRESYNC ESEARCH SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY MOVE LITERAL+ SPECIAL-USE";

/**
 * Debian's Dovecot (dovecot-imapd) as a real IMAP server for tests: its own configuration, folders and
 * passwd-file user in a temporary folder, plaintext login on loopback, no system service touched. As root,
 * the login process must run as the package's unprivileged users (dovenull, dovecot), which own the mail.
 */
export async function startDovecot(options: { idle?: boolean } = {}): Promise<Dovecot> {
  const dir = await mkdtemp(path.join(tmpdir(), "dovecot-"));
  await chmod(dir, 0o755);
  const port = await freePort();
  const user = "owner@example.com";
  const pass = "secret";
  const home = path.join(dir, "mail", "owner");
  await mkdir(home, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "dovecot:dovecot", path.join(dir, "mail")]);
  await writeFile(path.join(dir, "users"), `${user}:{PLAIN}${pass}::::${home}::\n`);
  const conf = path.join(dir, "dovecot.conf");
  await writeFile(
    conf,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
${options.idle === false ? `imap_capability = ${withoutIdle}\n` : ""}${asRoot ? "default_login_user = dovenull\ndefault_internal_user = dovecot\nmail_uid = dovecot\nmail_gid = dovecot\nfirst_valid_uid = 1" : ""}
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = ${dir}/users
}
userdb {
  driver = passwd-file
  args = ${dir}/users
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );

  let child: ChildProcess | undefined;
  async function start() {
    const started = spawn("/usr/sbin/dovecot", ["-F", "-c", conf], { stdio: "ignore" });
    child = started;
    // Ready when the port takes connections.
    for (let tries = 0; ; tries++) {
      if (started.exitCode !== null) throw new Error(`dovecot exited with ${started.exitCode}`);
      if (await accepts(port)) return;
      if (tries > 100) throw new Error("dovecot did not start within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async function stop() {
    const running = child;
    child = undefined;
    if (!running?.pid || running.exitCode !== null) return;
    // Its imap processes outlive the master by about 10 s, connections open: they are stopped with it, as in a
    // crash of the server (clients see their connection closed at once).
    const children = descendants(running.pid);
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    for (const pid of children) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // Gone already.
      }
    }
    await exited;
  }
  await start();
  return {
    url: `imap://${encodeURIComponent(user)}:${pass}@127.0.0.1:${port}/INBOX`,
    host: "127.0.0.1",
    port,
    user,
    pass,
    start,
    stop,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.connect(port, "127.0.0.1");
  });
}

/** The processes a process started, and theirs (all ours), from ps. */
function descendants(pid: number): number[] {
  let output = "";
  try {
    output = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    // ps exits 1 when there are none.
  }
  const children = output.split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}
