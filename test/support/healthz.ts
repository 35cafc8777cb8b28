import { Agent, request as httpRequest } from 'node:http';

/**
 * `GET /healthz` every 20 ms until `until` settles, one at a time on one kept-alive socket: the slowest answer in
 * milliseconds. What a test of "this work does not hold the event loop" measures beside the work.
 */
export async function healthzMaxDuring(url: string, until: Promise<unknown>): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  let max = 0;
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      httpRequest(`${url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      })
        .on('error', reject)
        .end();
    });
    max = Math.max(max, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  return max;
}
