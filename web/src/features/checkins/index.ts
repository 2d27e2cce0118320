// What the app may compose into other screens (a feature never imports another feature).
export { PointCheckinTable } from './components/point-checkin-table';
