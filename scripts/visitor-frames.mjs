// When the visitor sees the page, read from the compositor's own frames (a CDP screencast) rather
// than from the page's main thread: 412 px phone, 4× CPU, cold cache, an emulated link.
//   first paint – the browser's first-paint entry;
//   seen        – the first frame from which the main heading's area keeps its settled contrast
//                 (the standard deviation of its grey levels at least 90 % of the last frame's):
//                 whatever covered it (the loader) is gone, and stays gone;
//   DCL         – DOMContentLoaded, to show when the app arrived.
// With `collide`, the app's scripts are held until first paint + `releaseAt` ms, then all answered
// at once from the build (`scriptBody(path)`): the app then arrives as the loader's second ends
// (DOMContentLoaded about first paint + 1 s), every time and on either link, instead of by chance.
// FRAMES_DEBUG=1 adds each frame's time, coverage (%) and heading contrast to the result. Used by `npm run bench`. A report of figures, not a test.
import sharp from 'sharp';
import { emulatePhone } from './visitor-timing.mjs';

/** Seen: at most 10 % of the loader left over the page… */
const settledShare = 0.9;
/** …and the heading's area at least this share of its final contrast (the brand font, swapped in later, changes it by about 10 %). */
const headingShare = 0.75;

/** Added before any of the page's scripts: reports the first paint's time (ms since the epoch). */
function reportFirstPaint() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint') window.__benchFirstPaint?.(String(performance.timeOrigin + entry.startTime));
    }
  }).observe({ type: 'paint', buffered: true });
}

/**
 * One load of `url` over `link`, its frames recorded. Returns first paint → seen and first paint →
 * DCL (ms), the number of frames, and whether the heading was uncovered then covered again.
 */
export async function frameVisit(browser, url, link, { collide = false, releaseAt = 850, scriptBody } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, ignoreHTTPSErrors: true });
  try {
    const tab = await context.newPage();
    const cdp = await emulatePhone(await context.newCDPSession(tab), link);

    let firstPaint = null;
    let release;
    const released = new Promise((resolve) => (release = resolve));
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: '__benchFirstPaint' });
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== '__benchFirstPaint' || firstPaint !== null) return;
      firstPaint = Number(payload);
      setTimeout(release, Math.max(0, firstPaint + releaseAt - Date.now()));
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${reportFirstPaint})()` });
    if (collide) {
      // The scripts come from `scriptBody` (the build's files), not over the link: on 3G too they
      // arrive together when released.
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/*.js', requestStage: 'Request' }] });
      cdp.on('Fetch.requestPaused', async ({ requestId, request }) => {
        try {
          const body = scriptBody(new URL(request.url).pathname);
          await released;
          await cdp.send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'Content-Type', value: 'text/javascript; charset=utf-8' }, { name: 'Access-Control-Allow-Origin', value: '*' }],
            body: body.toString('base64'),
          });
        } catch {
          // The load ended first (the context was closed).
        }
      });
    }

    const frames = [];
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      frames.push({ t: metadata.timestamp * 1000, data });
      cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 90, everyNthFrame: 1 });
    await tab.goto(url, { waitUntil: 'commit' });
    // Settled: the app runs, the loader is hidden for good, and its fade (if any) is over.
    await tab.waitForFunction(
      () => {
        const loader = document.getElementById('chargement');
        return !!loader?.hasAttribute('data-started') && getComputedStyle(loader).visibility === 'hidden' && getComputedStyle(loader).opacity === '0';
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await tab.waitForTimeout(600);
    await cdp.send('Page.stopScreencast');
    // Frames can arrive out of order: read them in the order they were drawn.
    const drawn = [...frames].sort((a, b) => a.t - b.t);
    const { heading, mark, dcl } = await tab.evaluate(() => {
      const box = (selector) => {
        const rect = document.querySelector(selector).getBoundingClientRect();
        return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      };
      const [navigation] = performance.getEntriesByType('navigation');
      return { heading: box('main h1'), mark: box('header svg'), dcl: performance.timeOrigin + navigation.domContentLoadedEventStart };
    });
    if (firstPaint === null) throw new Error(`${url}: no first paint reported`);

    // Two areas of each frame, clipped to the viewport: the heading's (its contrast: the standard
    // deviation of its grey levels) and the header's logo mark (its mean grey level). The mark
    // shows how much of the loader still covers the page: it is a dark square on the page and
    // nothing on the loader's plain ground, and unlike the heading it does not change when the
    // brand font replaces the fallback, after the app has started.
    const clip = ({ left, top, right, bottom }) => {
      const x = Math.max(0, Math.floor(left));
      const y = Math.max(0, Math.floor(top));
      return { left: x, top: y, width: Math.max(1, Math.min(412, Math.ceil(right)) - x), height: Math.max(1, Math.min(823, Math.ceil(bottom)) - y) };
    };
    const areas = { heading: clip(heading), mark: clip(mark) };
    // (sharp's stats() reads the whole input image, whatever the pipeline: the area is cut first.)
    const grey = async (image, area) => {
      const pixels = await sharp(image).extract(area).greyscale().raw().toBuffer();
      let sum = 0;
      let squares = 0;
      for (const value of pixels) {
        sum += value;
        squares += value * value;
      }
      const mean = sum / pixels.length;
      return { mean, stdev: Math.sqrt(Math.max(0, squares / pixels.length - mean * mean)) };
    };
    const measures = [];
    for (const frame of drawn) {
      const image = Buffer.from(frame.data, 'base64');
      const [headingArea, markArea] = await Promise.all([grey(image, areas.heading), grey(image, areas.mark)]);
      measures.push({ contrast: headingArea.stdev, mark: markArea.mean });
    }
    const settled = measures.at(-1);
    // Fully covered: the frame after first paint that differs most from the settled page.
    const painted = measures.filter((_, i) => drawn[i].t >= firstPaint);
    const covered = painted.reduce((most, m) => (Math.abs(m.mark - settled.mark) > Math.abs(most.mark - settled.mark) ? m : most), settled);
    const span = covered.mark - settled.mark;
    const coverage = (m) => (span === 0 ? 0 : (m.mark - settled.mark) / span);
    const shown = measures.map((m) => coverage(m) <= 1 - settledShare && m.contrast >= headingShare * settled.contrast);
    const lastHidden = shown.lastIndexOf(false);
    const firstShown = shown.indexOf(true);
    const seenFrame = drawn[lastHidden + 1];
    return {
      seen: seenFrame ? seenFrame.t - firstPaint : NaN,
      dcl: dcl - firstPaint,
      frames: drawn.length,
      // Shown, then covered again before it settled (a flash of the page, or the loader back).
      flicker: firstShown >= 0 && firstShown < lastHidden,
      ...(process.env.FRAMES_DEBUG ? { areas, raw: drawn, series: drawn.map((frame, i) => [Math.round(frame.t - firstPaint), Math.round(coverage(measures[i]) * 100), Math.round(measures[i].contrast)]) } : {}),
    };
  } finally {
    await context.close();
  }
}
