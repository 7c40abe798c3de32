import { createServer } from 'node:net';

/**
 * Where the ports come from: below the range Linux hands to outgoing connections
 * (net.ipv4.ip_local_port_range, 32768 to 60999 by default). A port from that range can be taken by
 * any client socket, another test's included, between the probe here and the server's listen
 * (a server test failed so, with EADDRINUSE); a port below it is taken only by a listener.
 */
const FIRST = 20_000;
const LAST = 32_767;
const TRIES = 50;

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A TCP port nothing listens on right now, for the servers the test rigs and benchmarks start. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST} after ${TRIES} tries`);
}
