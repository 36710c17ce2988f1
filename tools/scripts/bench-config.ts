/**
 * The server configuration the API benches use (bench-api, bench-soak): the dev identity tools, the
 * sites on localhost at the port it listens on, and the per-client limits of sign-in and search out
 * of the way (one loopback client stands for many).
 */
export function benchServerConfig(webRoot: string) {
  return {
    webRoot,
    casBaseUrl: undefined,
    publicOrigin: 'http://localhost:0',
    devTools: true,
    session: { idleMinutes: 30, absoluteHours: 12 },
    loginRatePerMinute: 1_000_000,
    searchRatePerMinute: 1_000_000,
  };
}
