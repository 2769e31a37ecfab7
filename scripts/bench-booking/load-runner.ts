import { hold, renew, type Answer, type HoldInput } from './booking-api';

/**
 * The load generator of `npm run bench:booking`, in its own process (the job on stdin, the result as
 * one JSON line on stdout) so its 500 simultaneous requests do not share the event loop of the server
 * being measured.
 *
 * burst:  n simultaneous 1-seat holds on one slot (the last seats), every answer's status and latency.
 * steady: `users` diners, each in a loop for `seconds`: hold 1 seat on a random slot, renew it (PUT),
 *         renew it again, next slot — the shape of a diner sitting on step 5.
 */
export type LoadJob =
  | { kind: 'burst'; url: string; slot: Omit<HoldInput, 'party'>; n: number }
  | { kind: 'steady'; url: string; slots: Omit<HoldInput, 'party'>[]; users: number; seconds: number };

export interface Sample {
  status: number;
  ms: number;
  soldOut: boolean;
  /** Message of an answer that is neither a success nor a sold-out (shown when it happens). */
  other?: string;
}

export interface LoadResult {
  holds: Sample[];
  renews: Sample[];
  /** Wall time of the whole burst or steady phase. */
  wallMs: number;
}

function sample(a: Answer): Sample {
  const soldOut = a.status >= 400 && a.status < 500 && /sold out/i.test(a.body.message ?? '');
  const ok = a.status >= 200 && a.status < 300;
  return { status: a.status, ms: a.ms, soldOut, ...(ok || soldOut ? {} : { other: String(a.body.message) }) };
}

/** A network failure is an error sample (status 0), not a crash of the run. */
async function safely(p: Promise<Answer>): Promise<Answer> {
  try {
    return await p;
  } catch (err) {
    return { status: 0, body: { message: String(err) }, ms: 0, replayed: false };
  }
}

async function burst(job: Extract<LoadJob, { kind: 'burst' }>): Promise<LoadResult> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: job.n }, () => safely(hold(job.url, { ...job.slot, party: 1 }))),
  );
  return { holds: answers.map(sample), renews: [], wallMs: performance.now() - started };
}

async function steady(job: Extract<LoadJob, { kind: 'steady' }>): Promise<LoadResult> {
  const holds: Sample[] = [];
  const renews: Sample[] = [];
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  let next = 0;
  const user = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const slot = job.slots[next++ % job.slots.length];
      if (!slot) return;
      const input = { ...slot, party: 1 };
      const h = await safely(hold(job.url, input));
      holds.push(sample(h));
      const id = (h.body.data as { tmp_reservation_id?: number } | undefined)?.tmp_reservation_id;
      if (h.status >= 300 || id === undefined) continue;
      for (let i = 0; i < 2 && performance.now() < deadline; i++) renews.push(sample(await safely(renew(job.url, id, input))));
    }
  };
  await Promise.all(Array.from({ length: job.users }, user));
  return { holds, renews, wallMs: performance.now() - started };
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
const result = job.kind === 'burst' ? await burst(job) : await steady(job);
process.stdout.write(`${JSON.stringify(result)}\n`);
