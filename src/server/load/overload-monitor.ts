import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

export interface OverloadLimits {
  /** Mean event-loop delay above which the process counts as overloaded; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** How often the figures are sampled (tests use a short one). */
  sampleIntervalMs?: number;
}

export interface OverloadMonitor {
  /** A boolean read per request: the figures themselves are sampled on a timer. */
  readonly overloaded: boolean;
  stop(): void;
}

const HISTOGRAM_RESOLUTION_MS = 10;
/**
 * Overload is lag that lasts: one long pause (a start-up, a slow query on the embedded database)
 * must not turn visitors away for the next interval, so two intervals in a row must lag.
 */
const SUSTAINED_SAMPLES = 2;
/** The heap is nearly full at 90 % of V8's limit: answer 503 before the process dies of it. */
const HEAP_SHARE_LIMIT = 0.9;

/**
 * Samples the event-loop delay and the heap on an unreferenced timer, so that deciding whether a
 * request is refused costs one property read.
 */
export function startOverloadMonitor(limits: OverloadLimits): OverloadMonitor {
  const histogram = monitorEventLoopDelay({ resolution: HISTOGRAM_RESOLUTION_MS });
  histogram.enable();
  const maxHeapUsedBytes = getHeapStatistics().heap_size_limit * HEAP_SHARE_LIMIT;
  const state = { overloaded: false };

  let laggingSamples = 0;
  const sample = () => {
    // No sample since the last look: the loop was held up the whole interval.
    const mean = histogram.count > 0 ? histogram.mean : Infinity;
    histogram.reset();
    // The histogram's mean includes its own sampling resolution; what is above it is lag.
    const meanDelayMs = Math.max(0, mean / 1e6 - HISTOGRAM_RESOLUTION_MS);
    const lagging = limits.maxEventLoopDelayMs > 0 && meanDelayMs > limits.maxEventLoopDelayMs;
    laggingSamples = lagging ? laggingSamples + 1 : 0;
    state.overloaded = laggingSamples >= SUSTAINED_SAMPLES || process.memoryUsage().heapUsed > maxHeapUsedBytes;
  };
  const timer = setInterval(sample, limits.sampleIntervalMs ?? 1000);
  timer.unref();

  return {
    get overloaded() {
      return state.overloaded;
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
