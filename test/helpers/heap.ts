/** What a test process still holds once its heap is collected: bytes, and live AbortSignals counted exactly. */
import { queryObjects, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
// queryObjects is marked experimental in Node 20; its one warning says nothing about the service.
process.removeAllListeners('warning');

/**
 * Collects until a collection frees nothing more (fetch lets go of its signals from finalizers, a
 * turn after the collection that found them), then reads `measure`.
 */
async function settledReading(measure: () => number): Promise<number> {
  let reading = Infinity;
  for (let i = 0; i < 20; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = measure();
    if (now === reading) break;
    reading = now;
  }
  return reading;
}

export const liveAbortSignals = () => settledReading(() => queryObjects(AbortSignal, { format: 'count' }) as number);

export const collectedHeapUsed = async () => {
  await settledReading(() => queryObjects(AbortSignal, { format: 'count' }) as number);
  return process.memoryUsage().heapUsed;
};
