import { api, ApiError } from '@/lib/api-client';
import { changedFields, ownSavedRecord, staleRecord } from '@/lib/stale-edit';
import { installFakeApi, type FakeAnswer } from '@/testing/fake-api';
import { policeContact } from '@/testing/places';

const contact = policeContact({
  id: 7,
  version: 2,
  station_name: 'Hosur Traffic Police Station',
  phone_numbers: ['112', '04344 222100'],
  city_id: null,
  updated_by: 'Asha Menon',
});
const labels = {
  station_name: 'Station name',
  phone_numbers: 'Phone numbers',
  city_id: 'City',
};

describe('changedFields', () => {
  it('names the labelled fields whose values differ, lists compared in order', () => {
    const now = { ...contact, version: 3, phone_numbers: ['04344 222100', '112'], city_id: 30 };
    expect(changedFields(contact, now, labels)).toEqual(['Phone numbers', 'City']);
  });

  it('ignores the version and fields the form does not show', () => {
    const now = { ...contact, version: 3, updated_by: 'Vikram Singh' };
    expect(changedFields(contact, now, labels)).toEqual([]);
  });
});

describe('staleRecord', () => {
  const fail = async (answer: FakeAnswer<'POST /police_edit'>) => {
    installFakeApi({ 'POST /police_edit': answer });
    const { id, station_name, officer, phone_numbers, state_id, address } = contact;
    const edit = { id, station_name, officer, phone_numbers, state_id, address, version: 1 };
    return api
      .post('/police_edit', edit, { notifyOnError: false })
      .catch((error: unknown) => error);
  };

  it("answers the current record from a stale edit's 409", async () => {
    const message = 'This police contact was changed by Asha Menon at 23 Nov 2026, 14:05 IST.';
    const error = await fail({
      status: 409,
      message,
      errors: [{ field: 'version', message }],
      body: contact,
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(staleRecord(error)).toEqual(contact);
  });

  it('answers null for other conflicts and failures', async () => {
    const duplicate = await fail({
      status: 409,
      message: 'A station of that name exists',
      errors: [{ field: 'station_name', message: 'A station of that name exists' }],
    });
    expect(staleRecord(duplicate)).toBeNull();
    expect(
      staleRecord(await fail({ status: 404, message: 'Police contact not found' })),
    ).toBeNull();
    expect(staleRecord(new Error('boom'))).toBeNull();
  });

  it("recognises this account's own save in a stale edit's 409, and nothing else", async () => {
    const message = 'This police contact was changed by Asha Menon at 23 Nov 2026, 14:05 IST.';
    const stale = (now: typeof contact) =>
      fail({ status: 409, message, errors: [{ field: 'version', message }], body: now });
    // What was sent (the edit in `fail`), saved by Asha Menon as version 2.
    const own = await stale(contact);
    expect(ownSavedRecord(own, 'Asha Menon')).toEqual(contact);
    expect(ownSavedRecord(own, 'Vikram Singh')).toBeNull();
    expect(ownSavedRecord(own, undefined)).toBeNull();
    const other = await stale({ ...contact, phone_numbers: ['112'] });
    expect(ownSavedRecord(other, 'Asha Menon')).toBeNull();
  });
});
