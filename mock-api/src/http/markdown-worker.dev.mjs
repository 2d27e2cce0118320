// The worker of markdown-pool.ts when the server runs from its TypeScript sources (tsx, Jest):
// Node 20 does not pass tsx's loader on to worker threads, so the worker registers it itself.
import { register } from 'tsx/esm/api';

register();
const { default: cleanInWorker } = await import('./markdown-worker.ts');
export default cleanInWorker;
