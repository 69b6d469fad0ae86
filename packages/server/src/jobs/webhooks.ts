import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { request, type Agent } from 'undici';
import type { Db } from '../db/database.js';
import { onCommit } from '../db/commits.js';
import type { SecretBox } from '../domain/secretBox.js';
import { answerExcerpt, ANSWER_EXCERPT_MAX, isPublicAddress, nextAttemptAfterFailure } from '../domain/webhooks.js';
import { enqueuedInProcess, webhookStore, type ClaimedDelivery } from '../stores/webhooks.js';
import { webhookAgent } from '../domain/webhookAddress.js';

// The webhook worker: claims due deliveries (stores/webhooks.ts claim: several instances
// on one database send each once), signs each attempt as Standard Webhooks says (the
// `standardwebhooks` package: webhook-id, webhook-timestamp, webhook-signature), posts it with a
// time limit and no redirects, and keeps the outcome: a 2xx is delivered, anything else is tried
// again after the next delay of RETRY_DELAYS_S, and failed after the last. main.ts runs it: woken
// after a commit of this process that queued a delivery, else every POLL_MS (deliveries queued by
// another instance, retries falling due).

/** Longest wait for an answer (head and body) of one attempt. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** How long a claim holds a delivery: well beyond one attempt, so no other worker sends it meanwhile. */
const CLAIM_MS = 4 * ATTEMPT_TIMEOUT_MS;
/** Deliveries claimed at once, sent side by side. */
const BATCH = 20;
/** Longest sleep between looks for due deliveries. */
export const POLL_MS = 5_000;

export interface WebhookWorkerOptions {
  db: Db;
  box: SecretBox;
  /** `WEBHOOKS_ALLOW_PRIVATE`: send to loopback and private addresses too. */
  allowPrivate: boolean;
  /** The time deliveries are judged due by (tests move it on instead of waiting for a back-off). */
  clock?: () => Date;
  timeoutMs?: number;
}

export interface WebhookWorker {
  /** Sends every delivery due now, batch after batch, until none is left; answers how many attempts were made. */
  runOnce(): Promise<number>;
  /** Runs until `stop`: a pass now, then after each wake or POLL_MS. */
  start(): void;
  /** A pass as soon as the one running (if any) ends. */
  wake(): void;
  /** Ends the loop once the pass running has ended, and closes the connections. */
  stop(): Promise<void>;
}

interface Outcome {
  status: number | null;
  answer: string;
}

export function createWebhookWorker({ db, box, allowPrivate, clock = () => new Date(), timeoutMs = ATTEMPT_TIMEOUT_MS }: WebhookWorkerOptions): WebhookWorker {
  const agent: Agent = webhookAgent(allowPrivate);
  const store = webhookStore(db);

  const send = async (delivery: ClaimedDelivery): Promise<Outcome> => {
    const secret = box.open(delivery.secret);
    if (secret === undefined) return { status: null, answer: 'The signing secret cannot be opened with this server key (SECRET_KEY); rotate the secret.' };
    const url = new URL(delivery.url);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a look-up, so the guarded look-up never sees it.
    if (!allowPrivate && isIP(literal) !== 0 && !isPublicAddress(literal)) return { status: null, answer: `${literal} is not a public address (WEBHOOKS_ALLOW_PRIVATE is off)` };
    const signedAt = new Date();
    const signature = new Webhook(secret).sign(delivery.message_id, signedAt, delivery.payload);
    try {
      const answer = await request(url, {
        method: 'POST',
        dispatcher: agent,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kwartier-Webhooks',
          'webhook-id': delivery.message_id,
          'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: delivery.payload,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: answer.statusCode, answer: await excerptOf(answer.body) };
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
      return { status: null, answer: answerExcerpt(`No answer: ${reason}`) };
    }
  };

  /** The attempt's outcome as kept: a 2xx is delivered, else the next attempt's time, or failed when none is left. */
  const attempt = async (delivery: ClaimedDelivery) => {
    const outcome = await send(delivery);
    const at = clock();
    const attempts = delivery.attempts + 1;
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const next = delivered ? null : nextAttemptAfterFailure(attempts, at);
    return {
      delivery,
      kept: { status: delivered ? ('delivered' as const) : next ? ('pending' as const) : ('failed' as const), attempts, nextAttemptAt: next, lastStatus: outcome.status, lastAnswer: outcome.answer, at },
    };
  };

  const runOnce = async (): Promise<number> => {
    let made = 0;
    for (;;) {
      const now = clock();
      const claimed = await store.claim(now, new Date(now.getTime() + CLAIM_MS), BATCH);
      if (claimed.length === 0) return made;
      const outcomes = await Promise.all(claimed.map(attempt));
      // A batch's outcomes in one transaction: one commit instead of one per delivery.
      await db.transaction().execute(async (trx) => {
        const kept = webhookStore(trx);
        for (const { delivery, kept: outcome } of outcomes) await kept.recordAttempt(delivery, outcome);
      });
      made += claimed.length;
    }
  };

  let stopped = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  /** The pass running, if any: a wake meanwhile asks it for one more round. */
  let current: Promise<void> | undefined;
  let stopCommits: (() => void) | undefined;
  let seen = enqueuedInProcess();

  const pass = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    clearTimeout(timer);
    current = (async () => {
      try {
        do {
          again = false;
          seen = enqueuedInProcess();
          await runOnce().catch((error: unknown) => console.error('webhook deliveries failed:', error));
        } while (again && !stopped);
      } finally {
        current = undefined;
      }
      if (!stopped) {
        timer = setTimeout(() => void pass(), POLL_MS);
        timer.unref();
      }
    })();
    return current;
  };

  return {
    runOnce,
    start() {
      stopCommits = onCommit(() => {
        if (!stopped && enqueuedInProcess() !== seen) void pass();
      });
      void pass();
    },
    wake() {
      if (!stopped) void pass();
    },
    async stop() {
      stopped = true;
      stopCommits?.();
      clearTimeout(timer);
      await current;
      await agent.close();
    },
  };
}

/** The start of an answer's body as text (at most ANSWER_EXCERPT_MAX characters; the rest is not read). */
async function excerptOf(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= ANSWER_EXCERPT_MAX * 4) {
      body.destroy();
      break;
    }
  }
  return answerExcerpt(Buffer.concat(chunks).toString('utf8'));
}
