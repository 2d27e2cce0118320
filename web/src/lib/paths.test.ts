import { href, parseId, paths } from './paths';

// The product's own spellings (`dashbord`, `sub-Admin`, `policys`, `brodcast`): links and
// bookmarks people already have use them, so every address the console builds is pinned here.
describe('console addresses', () => {
  it.each([
    [paths.home, '/'],
    [paths.login, '/auth/login'],
    [paths.register, '/auth/register'],
    [paths.dashboard, '/app/dashbord'],
    [paths.drivers.list, '/app/users'],
    [paths.drivers.view(42), '/app/users/view/42'],
    [paths.checkins.list, '/app/checkin-list'],
    [paths.restingPoints.list, '/app/resting-points'],
    [paths.restingPoints.view(7), '/app/resting-points/view/7'],
    [paths.restingPoints.add, '/app/resting-points/add'],
    [paths.restingPoints.edit(7), '/app/resting-points/add?id=7'],
    [paths.subAdmins.list, '/app/sub-Admin'],
    [paths.subAdmins.add, '/app/sub-Admin/add'],
    [paths.subAdmins.edit(3), '/app/sub-Admin/add?id=3'],
    [paths.states.list, '/app/state'],
    [paths.states.add, '/app/state/add'],
    [paths.states.edit(12), '/app/state/edit/12'],
    [paths.cities.list, '/app/city'],
    [paths.cities.add, '/app/city/add'],
    [paths.cities.edit(20), '/app/city/add?id=20'],
    [paths.companies.list, '/app/company'],
    [paths.companies.view(12), '/app/company/view/12'],
    [paths.companies.add, '/app/add-edit-company'],
    [paths.companies.edit(12), '/app/add-edit-company?id=12'],
    [paths.cms.list, '/app/cms'],
    [paths.cms.page('faq'), '/app/cms?page=faq'],
    [paths.police.list, '/app/cms/police'],
    [paths.policies.list, '/app/policys'],
    [paths.policies.add, '/app/policys?new=1'],
    [paths.policies.view(2), '/app/policys?id=2'],
    [paths.policies.publish(2), '/app/policys?id=2&publish=1'],
    [paths.settings, '/app/setting'],
    [paths.profile, '/app/profile'],
    [paths.broadcast, '/app/brodcast'],
  ])('%s is spelled as the product spells it', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('gives the router the patterns of addresses with an id in the path', () => {
    expect(paths.drivers.view.pattern).toBe('/app/users/view/:id');
    expect(paths.states.edit.pattern).toBe('/app/state/edit/:id');
    expect(paths.restingPoints.view.pattern).toBe('/app/resting-points/view/:id');
    expect(paths.companies.view.pattern).toBe('/app/company/view/:id');
  });

  it('adds the query values given, in order, leaving empty ones out and encoding the rest', () => {
    expect(href('/app/city', { state_id: 2, search: '', status: undefined, page: null })).toBe(
      '/app/city?state_id=2',
    );
    expect(href('/app/resting-points', { state_id: 2, city_id: 20 })).toBe(
      '/app/resting-points?state_id=2&city_id=20',
    );
    expect(href('/app/users', { serach: 'Ravi & Co' })).toBe('/app/users?serach=Ravi+%26+Co');
    expect(href('/app/users')).toBe('/app/users');
    expect(paths.drivers.view('a/b')).toBe('/app/users/view/a%2Fb');
  });
});

describe('record ids in addresses', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['9007199254740991', 9007199254740991],
  ])('reads %p as %p', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '-3',
    '012',
    '1.5',
    '1e3',
    ' 12',
    'abc',
    '9007199254740993',
    0,
  ])('refuses %p', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});
