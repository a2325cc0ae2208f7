// A bare Chrome DevTools Protocol client over Node's own WebSocket, for the benchmark's timed
// visits (scripts/visitor-timing.mjs). It sends only the commands it is given: a driver such as
// Playwright also instruments every page it opens (its own script world, the page's requests and
// console, its service workers), and that work runs on the throttled main thread the benchmark
// measures (docs/performance.md, « How the visits are timed »).

/**
 * Connects to the browser a Chrome launcher started on `port`. `send` targets the browser, or a
 * page's session (`sessionId`); `on` hears every event, with the session it came from.
 */
export async function connectBrowser(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  const pending = new Map();
  const listeners = new Set();
  let lastId = 0;
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(data);
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (waiting) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
      return;
    }
    for (const listener of listeners) listener(message);
  });
  socket.addEventListener('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: the browser's connection closed.`));
    pending.clear();
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`No DevTools connection on port ${port}.`)), { once: true });
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject, method });
      socket.send(JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const on = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { send, on, close: () => socket.close() };
}

/**
 * A fresh profile (a browser context: no cache, no service worker, no storage) on `browser`;
 * `dispose` deletes it with its tabs.
 */
export async function newProfile(browser) {
  const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
  return { id: browserContextId, dispose: () => browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined) };
}

/**
 * A blank tab in `profile`, attached: `send` goes to that tab, `once(method)` resolves with the
 * next such event of that tab, `close` closes it.
 */
export async function newTab(browser, profile, { width, height }) {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId: profile.id });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params = {}) => browser.send(method, params, sessionId);
  const once = (method) =>
    new Promise((resolve) => {
      const off = browser.on((message) => {
        if (message.sessionId !== sessionId || message.method !== method) return;
        off();
        resolve(message.params);
      });
    });
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  return { send, once, close: () => browser.send('Target.closeTarget', { targetId }) };
}

/** The value of `expression` in the tab's page (awaited if it is a promise); throws what the page threw. */
export async function evaluate(tab, expression) {
  const { result, exceptionDetails } = await tab.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}
