// Minimal types for the part of autocannon the API benchmark and the soak use (the package ships none).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn; setupRequest may change each one (the soak's mix). */
    requests?: { method?: string; path?: string; setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Result {
    requests: { average: number };
    errors: number;
    timeouts: number;
    /** Answers with a status outside 2xx. */
    non2xx: number;
    latency: { p50: number; p90: number; p97_5: number; p99: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
