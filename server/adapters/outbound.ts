/**
 * Every call this server makes to another service (the PAC, the SMS provider, Banxico) goes through
 * here: each attempt has its own deadline (AbortSignal.timeout), and a failed attempt is tried again
 * only when the caller says a retry is safe (a GET, or a POST the provider deduplicates by an
 * idempotency key), a bounded number of times with a growing pause. DESIGN.md "Real conditions": no
 * call may hang a request, and none runs inside a database transaction (the callers make sure).
 */

export interface OutboundPolicy {
  /** Milliseconds one attempt may take, the answer's body included. */
  timeoutMs: number;
  /** Attempts after the first, when a retry is safe. */
  retries: number;
  /** The pause before the first retry; it doubles for each one after (with some jitter). */
  backoffMs?: number;
}

/** The service did not answer in time: whether it acted is unknown. */
export class OutboundTimeoutError extends Error {
  constructor(readonly service: string, readonly timeoutMs: number) {
    super(`${service} did not answer within ${timeoutMs} ms`);
  }
}

/** The service could not be reached, or the connection broke before an answer: whether it acted is unknown. */
export class OutboundUnreachableError extends Error {
  constructor(readonly service: string, cause: unknown) {
    super(`${service} could not be reached: ${cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause)}`);
  }
}

export interface OutboundAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  /** How many attempts were sent: more than one means the service may have acted on an earlier one too. */
  attempts: number;
}

export interface OutboundRequest {
  /** Names the service in errors and logs ("the PAC", "Banxico SIE"). */
  service: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A retry cannot do twice what the first attempt did (GET, DELETE of a state, a keyed POST). */
  idempotent: boolean;
  /** Whether a timed-out attempt may be repeated (a long wait times the attempts); default: idempotent. */
  retryOnTimeout?: boolean;
  /** Ends every attempt early (the server is shutting down). */
  signal?: AbortSignal;
  /** The fetch to use (a test's stand-in); default the global one. */
  fetchImpl?: typeof fetch;
}

/** Answers worth another attempt: the service was overloaded or failed on its side. */
const retryableStatus = (status: number) => status === 429 || status === 502 || status === 503 || status === 504 || status === 500;

/** Waits `ms`, or less when the signal aborts; its listener goes when the pause ends, however it ends. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

async function attempt(request: OutboundRequest, timeoutMs: number): Promise<Omit<OutboundAnswer, 'attempts'>> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  try {
    const response = await (request.fetchImpl ?? fetch)(request.url, { method: request.method ?? 'GET', headers: request.headers, body: request.body, signal });
    // The body counts against the same deadline: a service may send headers and then stall.
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    if (deadline.aborted) throw new OutboundTimeoutError(request.service, timeoutMs);
    throw new OutboundUnreachableError(request.service, error);
  }
}

/**
 * One call with the policy's deadline per attempt. Resolves with whatever the service answered (a 4xx
 * is the caller's to read); rejects with OutboundTimeoutError or OutboundUnreachableError when no
 * answer came after the attempts allowed.
 */
export async function outboundCall(request: OutboundRequest, policy: OutboundPolicy): Promise<OutboundAnswer> {
  const attempts = 1 + (request.idempotent ? Math.max(0, policy.retries) : 0);
  const backoff = policy.backoffMs ?? 250;
  let last: unknown;
  for (let n = 0; n < attempts; n++) {
    if (n > 0) await pause(backoff * 2 ** (n - 1) * (0.75 + Math.random() / 2), request.signal);
    if (request.signal?.aborted) break;
    try {
      const answer = { ...(await attempt(request, policy.timeoutMs)), attempts: n + 1 };
      if (!retryableStatus(answer.status) || n === attempts - 1) return answer;
      last = answer;
    } catch (error) {
      last = error;
      if (error instanceof OutboundTimeoutError && !(request.retryOnTimeout ?? request.idempotent)) break;
    }
  }
  if (last instanceof Error) throw last;
  if (last) return last as OutboundAnswer;
  throw new OutboundUnreachableError(request.service, new Error('the server is shutting down'));
}

/** The configured policy: OUTBOUND_TIMEOUT_MS and OUTBOUND_RETRIES, or a service's own deadline. */
export function outboundPolicy(config: { OUTBOUND_TIMEOUT_MS: number; OUTBOUND_RETRIES: number }, serviceTimeoutMs?: number): OutboundPolicy {
  return { timeoutMs: serviceTimeoutMs ?? config.OUTBOUND_TIMEOUT_MS, retries: config.OUTBOUND_RETRIES };
}
