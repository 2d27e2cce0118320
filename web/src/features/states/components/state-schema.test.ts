import { stateRequest, stateSchema } from './state-schema';

const errorOf = async (values: object) =>
  stateSchema.validate(values, { abortEarly: true }).then(
    () => null,
    (error: Error) => error.message,
  );

describe('state form schema', () => {
  it('accepts a name, a 2 or 3 letter code and a status', async () => {
    expect(await errorOf({ name: 'Maharashtra', code: 'mh', status: 'active' })).toBeNull();
    expect(await errorOf({ name: 'Delhi', code: 'DLH', status: 'inactive' })).toBeNull();
  });

  it.each([
    [{ name: ' ', code: 'MH', status: 'active' }, 'Enter the state name'],
    [{ name: 'M', code: 'MH', status: 'active' }, 'Use at least 2 characters'],
    [{ name: 'Maharashtra', code: '', status: 'active' }, 'Enter the state code'],
    [{ name: 'Maharashtra', code: 'M', status: 'active' }, 'Use 2 or 3 letters, e.g. MH'],
    [{ name: 'Maharashtra', code: 'MH12', status: 'active' }, 'Use 2 or 3 letters, e.g. MH'],
    [{ name: 'Maharashtra', code: 'M1', status: 'active' }, 'Use 2 or 3 letters, e.g. MH'],
  ])('refuses %j: %s', async (values, message) => {
    expect(await errorOf(values)).toBe(message);
  });

  it('sends the code upper-cased and the name trimmed', () => {
    expect(stateRequest({ name: ' Goa ', code: ' ga', status: 'active' })).toEqual({
      name: 'Goa',
      code: 'GA',
      status: 'active',
    });
  });
});
