/**
 * The site's Worker: the built site (dist/) is served by the asset worker with its _headers and
 * 404 page; this Worker answers /api/* and runs the schedules. The pages pass through it first
 * (wrangler.jsonc `run_worker_first`), so that the canonical host's twin (bare ↔ www) answers a
 * permanent redirect (canonical.ts); on any other host they are handed back to the asset worker,
 * the offers' pages, list, data files and sitemap as on today's date (offerStates.ts).
 * Hono routes the few paths: small (≈ 14 KiB), made for Workers. The inbox's API (/api/inbox/*,
 * worker/inbox/) is the firm's only, behind Cloudflare Access, whose token it checks on every request.
 */
import { Hono } from 'hono';
import { messagesPath } from '../contract/contactRules';
import { twinRedirect } from './canonical';
import { editorSignInRoutes } from './editorSignIn';
import type { Env } from './env';
import { json, problem, protocolMessages } from './http';
import { healthRoutes } from './health';
import { inboxRoutes } from './inbox/api';
import { offerStateResponse } from './offerStates';
import { receiveMessage } from './receiveMessage';
import { isWatchdogMinute, runSchedule } from './schedule';
import { canonicalSiteUrl } from './siteData';
import { runWatchdog } from './watchdog';

export const app = new Hono<{ Bindings: Env }>();

// The canonical host's twin: a permanent redirect, whatever the path. Should the address be
// unreadable, the site is served as is rather than not at all.
app.use('*', async (c, next) => {
  const canonical = await canonicalSiteUrl(c.env).catch((error: unknown) => void console.error(error));
  const redirect = canonical ? twinRedirect(c.req.raw, canonical) : null;
  if (redirect) return redirect;
  await next();
});
app.post(messagesPath, (c) => receiveMessage(c.req.raw, c.env, c.executionCtx));
app.all(messagesPath, () => problem('methodNotAllowed', protocolMessages.methodNotAllowed, 405, {}, { Allow: 'POST' }));
app.route('/api/inbox', inboxRoutes());
// The editor's « Se connecter avec GitHub » (editorSignIn.ts): /api/auth and /api/auth/callback.
app.route('/api/auth', editorSignInRoutes());
// The site's health, for the live check and the workflow's alerts (health.ts): a secret token, not Access.
app.route('/api/health', healthRoutes());
app.all('/api/*', () => problem('notFound', protocolMessages.notFound, 404));
// Anything else is the site's: the asset worker answers, with its _headers, 404 page and trailing
// slashes; the offers' list, their files and the sitemap as on today, whatever the build's day (offerStates.ts).
// Should the build's states be unreadable, the site is served as built rather than not at all.
app.all('*', async (c) => {
  const today = await offerStateResponse(c.req.raw, c.env, new Date()).catch((error: unknown) => void console.error(error));
  return today ?? c.env.ASSETS.fetch(c.req.raw);
});
app.onError((error) => {
  console.error(error);
  return json({ error: 'server', message: protocolMessages.server }, 500);
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    const now = new Date(controller.scheduledTime);
    const run = runSchedule(controller.cron, env, now);
    ctx.waitUntil(run);
    // The hourly watchdog (watchdog.ts), once the retry is done (its report reads that run), whether it failed or not.
    if (isWatchdogMinute(controller.cron, now)) ctx.waitUntil(run.catch(() => undefined).then(() => runWatchdog(env, now)));
  },
} satisfies ExportedHandler<Env>;
