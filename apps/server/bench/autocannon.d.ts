// The part of autocannon 9's programmatic API the server bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Client {
    on(event: 'headers', listener: (info: { statusCode: number; headers: string[] }) => void): void;
    setHeaders(headers: Record<string, string>): void;
  }
  interface Options {
    url: string;
    setupClient?: (client: Client) => void;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
