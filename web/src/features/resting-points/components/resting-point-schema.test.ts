import { restingPoint } from '@/testing/places';
import {
  openStreetMapUrl,
  restingPointRequest,
  restingPointSchema,
  restingPointValues,
  type RestingPointFormValues,
} from './resting-point-schema';

const filled = (changes: Partial<RestingPointFormValues> = {}): RestingPointFormValues => ({
  ...restingPointValues(restingPoint()),
  ...changes,
});

const problems = async (values: RestingPointFormValues) =>
  restingPointSchema.validate(values, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('resting point schema', () => {
  it('accepts a complete resting point', async () => {
    expect(await problems(filled())).toEqual([]);
  });

  it.each([
    [{ latitude: 51.5 }, 'Inside India, latitude is from 6 to 37.5'],
    [{ longitude: 2.35 }, 'Inside India, longitude is from 68 to 97.5'],
    [{ latitude: '' as const }, 'Enter the latitude'],
    [{ pincode: '63510' }, 'A PIN code is 6 digits and does not start with 0'],
    [{ pincode: '035109' }, 'A PIN code is 6 digits and does not start with 0'],
    [{ highway: 'Ring road' }, 'Use a highway number such as NH48 or SH17, or leave it empty'],
    [{ contact_phone: 'call me' }, 'Use digits, spaces or dashes, e.g. +91 98765 43210'],
    [{ parking_capacity: -1 }, 'Cannot be negative'],
    [{ beds: 2.5 }, 'Enter a whole number'],
    [{ city_id: '' }, 'Choose a city'],
    [{ open_24x7: false, opens: '', closes: '' }, 'Enter the opening time'],
    [{ open_24x7: false, opens: '24:00', closes: '06:00' }, 'Use a time like 06:00'],
    [{ open_24x7: false, opens: '06:00', closes: '6:30' }, 'Use a time like 22:00'],
    [{ highway: 'NH 48 bypass' }, 'Use a highway number such as NH48 or SH17, or leave it empty'],
    [
      { open_24x7: false, opens: '08:00', closes: '08:00' },
      'Closing must differ from opening; or mark it open 24x7',
    ],
  ])('refuses %j', async (changes, message) => {
    expect(await problems(filled(changes))).toContain(message);
  });

  it('accepts a highway number in any case, with spaces or dashes', async () => {
    for (const highway of ['nh48', 'NH 48', 'sh-17a', 'ME 4']) {
      expect({ highway, problems: await problems(filled({ highway })) }).toEqual({
        highway,
        problems: [],
      });
    }
  });

  it('sends a highway number as the API takes it: capitals, no spaces or dashes', () => {
    for (const [typed, sent] of [
      ['nh 48', 'NH48'],
      [' sh-17a ', 'SH17A'],
    ] as const) {
      expect(restingPointRequest(filled({ highway: typed })).highway).toBe(sent);
    }
  });

  it('ignores the hours when open 24x7 and accepts no highway', async () => {
    expect(await problems(filled({ open_24x7: true, opens: '', closes: '', highway: '' }))).toEqual(
      [],
    );
  });

  it('sends numbers, joined hours, null for no highway and amenities in a fixed order', () => {
    const request = restingPointRequest(
      filled({
        state_id: '3',
        city_id: '30',
        latitude: 12.5,
        highway: ' ',
        amenities: ['dormitory', 'toilets'],
        open_24x7: false,
        opens: '18:00',
        closes: '06:00',
      }),
    );
    expect(request).toMatchObject({
      state_id: 3,
      city_id: 30,
      latitude: 12.5,
      highway: null,
      amenities: ['toilets', 'dormitory'],
      opening_hours: '18:00-06:00',
    });
  });

  it('links to the spot on OpenStreetMap once both coordinates are usable', () => {
    expect(openStreetMapUrl(12.7409, 77.8253)).toBe(
      'https://www.openstreetmap.org/?mlat=12.7409&mlon=77.8253#map=15/12.7409/77.8253',
    );
    expect(openStreetMapUrl('', 77.8)).toBeNull();
    expect(openStreetMapUrl(120, 77.8)).toBeNull();
  });
});
