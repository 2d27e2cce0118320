// What the app may compose into other screens (a feature never imports another feature).
export { usePoliceCovering } from './api/police';
export { PoliceContactList } from './components/police-contact-list';
