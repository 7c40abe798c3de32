/**
 * What `npm run bench:lighthouse` must undo however it ends (servers, browsers, build folders, a git
 * worktree): each part registers its undo as soon as there is something to undo, so Ctrl-C in the
 * middle of a build leaves nothing behind either. Undone in reverse order, each at most once.
 *
 * Hence `node --import tsx` in package.json rather than the tsx command: that command passes a
 * Ctrl-C on to the script and kills it outright when the script has not acknowledged it within
 * 30 ms, which a script busy in Lighthouse's trace processing cannot (tsx 4.23). Hence too
 * `handleSIGINT: false` for chrome-launcher and Puppeteer, whose handlers exit at once.
 */
const undos: { label: string; undo: () => Promise<void> | void }[] = [];
let running: Promise<void> | undefined;

/** Registers `undo`; the returned function runs it now (and only once) and unregisters it. */
export function onCleanup(label: string, undo: () => Promise<void> | void): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => (done ??= Promise.resolve().then(undo));
  const entry = { label, undo: once };
  undos.push(entry);
  return async () => {
    const at = undos.indexOf(entry);
    if (at >= 0) undos.splice(at, 1);
    await once();
  };
}

/** Runs every registered undo, newest first; a failing one is reported and the rest still run. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (undos.length) {
      const entry = undos.pop();
      if (!entry) break;
      try {
        await entry.undo();
      } catch (error) {
        console.error(`[lighthouse] cleanup of ${entry.label} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
}

// Every signal, not just the first: Ctrl-C reaches npm, tsx and this process at once, and npm and
// tsx pass it on, so the same SIGINT arrives two or three times; a second one left to Node's
// default would end the process in the middle of its cleanup.
let stopping = false;
/** Whether a signal has asked the bench to stop: no new measurement should start. */
export const isStopping = () => stopping;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
