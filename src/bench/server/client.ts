// The client of `npm run bench -- server`, in a process of its own so that its work (building requests, reading
// answers, its garbage) is not counted as the server's: posts the bodies it is sent one after another over HTTP.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What the bench sends: where to post, and the JSON bodies, in order. */
export interface ClientTask {
  readonly url: string;
  readonly bodies: readonly string[];
  /** Stop posting after this many ms. */
  readonly timeMs: number;
}

/** What the client answers: each post's wall time (ms), and how many were not answered 201 with a rank. */
export interface ClientResult {
  readonly times: number[];
  readonly refused: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function post(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

process.on('message', async (task: ClientTask) => {
  const times: number[] = [];
  let refused = 0;
  const deadline = performance.now() + task.timeMs;
  for (const body of task.bodies) {
    if (performance.now() > deadline) break;
    const t = performance.now();
    const answer = await post(task.url, body);
    times.push(performance.now() - t);
    if (answer.status !== 201 || typeof (JSON.parse(answer.text) as { rank?: unknown }).rank !== 'number') refused++;
  }
  process.send?.({ times, refused } satisfies ClientResult);
});
