// What the app may compose into other screens (a feature never imports another feature).
export { useRestingPointDetail } from './api/resting-points';
export { RestingPointFacts } from './components/resting-point-facts';
export { useTypeLabel } from './components/resting-point-schema';
