// The entry of a worker thread when the server runs from its TypeScript sources (tsx, Jest):
// Node 20 does not pass tsx's loader on to worker threads, so it is registered here before the
// worker module (pool.ts passes its URL as the thread's workerData) is imported.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import(workerData);
export default runTask;
