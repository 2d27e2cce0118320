import type { Section } from '../sections.js';
import activity from './activity.js';
import auth from './auth.js';
import broadcasts from './broadcasts.js';
import checkins from './checkins.js';
import cities from './cities.js';
import cms from './cms.js';
import companies from './companies.js';
import dashboard from './dashboard.js';
import drivers from './drivers.js';
import health from './health.js';
import police from './police.js';
import policies from './policies.js';
import preferences from './preferences.js';
import restingPoints from './resting-points.js';
import sessions from './sessions.js';
import states from './states.js';
import subAdmins from './sub-admins.js';
import uploads from './uploads.js';
import vehicleTypes from './vehicle-types.js';

/**
 * Every section of the API, in the order its routes are registered and its tag is listed in the
 * OpenAPI document. Adding a section: write routes/<name>.ts exporting a Section, add it here.
 */
export const sections: readonly Section[] = [
  health,
  auth,
  sessions,
  preferences,
  uploads,
  dashboard,
  drivers,
  checkins,
  companies,
  states,
  cities,
  restingPoints,
  police,
  subAdmins,
  activity,
  cms,
  policies,
  vehicleTypes,
  broadcasts,
];
