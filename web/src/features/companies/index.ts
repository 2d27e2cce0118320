// What the app may compose into other screens (a feature never imports another feature).
export { useCompanies } from './api/companies';
