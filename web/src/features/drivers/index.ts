// What the app may compose into other screens (a feature never imports another feature).
export { DRIVER_PAGE_SIZE, useDriverList } from './api/drivers';
export { DriverTable } from './components/driver-table';
