import { matchRoutes } from 'react-router-dom';
import { routes } from './router';

// Every route the product has, with its own spellings (`dashbord`, `sub-Admin`, `policys`,
// `brodcast`): existing links and bookmarks use them, so they must keep working.
const PRODUCT_PATHS = [
  '/',
  '/auth/register',
  '/auth/login',
  '/app',
  '/app/dashbord',
  '/app/users',
  '/app/users/view/42',
  '/app/resting-points',
  '/app/resting-points/add',
  '/app/sub-Admin',
  '/app/sub-Admin/add',
  '/app/cms',
  '/app/cms/police',
  '/app/state',
  '/app/state/add',
  '/app/state/edit/7',
  '/app/city',
  '/app/city/add',
  '/app/policys',
  '/app/setting',
  '/app/profile',
  '/app/brodcast',
  '/app/checkin-list',
  '/app/company',
  '/app/add-edit-company',
  // Detail views added since, mirroring the driver detail.
  '/app/resting-points/view/7',
  '/app/company/view/12',
];

describe('route table', () => {
  it.each(PRODUCT_PATHS)('%s has its own screen', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });

  it.each(['/app/dashboard', '/app/policies', '/app/users/view', '/app/company/view', '/nope'])(
    '%s (not in the table) is the 404 page',
    (path) => {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe('*');
    },
  );
});
