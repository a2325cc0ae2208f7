// @vitest-environment node
/**
 * A production build that would drop messages says so: with VITE_CONTACT_ENDPOINT=simulated the
 * form only simulates sending (vite.config.ts, contactEndpointWarning).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { contactEndpointWarning } from '../../vite.config';

function build(config: { mode: string; ssr?: boolean; endpoint?: string }) {
  const plugin = contactEndpointWarning() as { configResolved: (config: ResolvedConfig) => void; closeBundle: () => void };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  plugin.configResolved({ mode: config.mode, build: { ssr: config.ssr ?? false }, env: config.endpoint ? { VITE_CONTACT_ENDPOINT: config.endpoint } : {} } as unknown as ResolvedConfig);
  plugin.closeBundle();
  return warn.mock.calls.map((call) => String(call[0]));
}

afterEach(() => vi.restoreAllMocks());

describe('the simulated production build', () => {
  it('warns that the form simulates sending and delivers nothing, and says how to fix it', () => {
    const [warning, ...others] = build({ mode: 'production', endpoint: 'simulated' });
    expect(others).toEqual([]);
    expect(warning).toContain('VITE_CONTACT_ENDPOINT=simulated');
    expect(warning).toContain('no message is delivered');
    expect(warning).toContain("build without it (the form sends to the site's Worker, /api/messages)");
  });

  it('stays quiet for the Worker (no variable), another service, the server build and outside production', () => {
    expect(build({ mode: 'production' })).toEqual([]);
    expect(build({ mode: 'production', endpoint: 'https://forms.example.test/contact' })).toEqual([]);
    expect(build({ mode: 'production', ssr: true, endpoint: 'simulated' })).toEqual([]);
    expect(build({ mode: 'development', endpoint: 'simulated' })).toEqual([]);
  });
});
