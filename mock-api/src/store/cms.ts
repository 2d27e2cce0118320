import { Collection, type Versioned } from './collection.js';
import { createSeededFaker } from './faker.js';

export interface CmsPageRecord extends Versioned {
  id: number;
  /** Stable key the driver app asks for, e.g. `privacy-policy`. Never changes. */
  slug: string;
  title: string;
  /** Markdown. Shown as escaped, sanitised HTML; raw markup never runs. */
  content: string;
}

export class CmsCollection extends Collection<CmsPageRecord> {
  findBySlug(slug: string): CmsPageRecord | undefined {
    const wanted = slug.trim().toLowerCase();
    return this.rows.find((row) => row.slug === wanted);
  }
}

const PAGES: { slug: string; title: string; content: string }[] = [
  {
    slug: 'about-us',
    title: 'About us',
    content: `# About Restpoint

Restpoint helps truck drivers find a **safe, clean place to rest** along India's national and state highways.

We partner with dhabas, fuel stations and transport nagars that meet our standards for:

- secure parking for trucks and trailers, watched round the clock
- clean toilets, bathing areas and drinking water
- a place to sleep, with charging points for phones
- affordable, hygienic food

Drivers check in with the Restpoint app at the gate and check out when they leave. Transport companies can see that their drivers rest where it is safe.

Driving tired causes accidents. *A rested driver is a safe driver.*`,
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms & conditions',
    content: `# Terms & conditions

By using the Restpoint app you agree to these terms.

## Your account

1. Register with your own mobile number and a valid driving licence.
2. Keep your vehicle number up to date; resting points check it at the gate.
3. Do not share your account with another driver.

## At a resting point

- Check in when you arrive and check out when you leave.
- Follow the resting point's rules and the instructions of its staff.
- Alcohol and drugs are not allowed on the premises.

## Blocking

We may **block an account** that gives false documents, damages property or harms other drivers. Contact support if you think your account was blocked by mistake.

See also the [Privacy policy](https://restpoint.example.in/privacy-policy).`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    content: `# Privacy policy

We collect only what we need to run the service.

## What we collect

- your name, mobile number, licence number and vehicle number
- your check-ins and check-outs at resting points
- your location, **only while you search** for a nearby resting point

## How we use it

- to confirm your identity at a resting point
- to show your transport company where its drivers rested, if you drive for one
- to send you safety alerts and service messages

We never sell your data. We keep check-in history for two years, then delete it.

To see or delete your data, write to [privacy@restpoint.example.in](mailto:privacy@restpoint.example.in).`,
  },
  {
    slug: 'faq',
    title: 'FAQ',
    content: `# Frequently asked questions

## Is Restpoint free for drivers?

Yes. The app is free. Some resting points charge for parking or food; the app shows the price before you check in.

## How do I check in?

Open the app at the gate, tap **Check in** and show the code to the staff.

## My check-in did not work. What do I do?

Make sure your *vehicle number* in the app matches your truck, then try again. If it still fails, call support.

## Can I book a place in advance?

Not yet. Places are given on arrival.

## Which languages does the app support?

English, Hindi, Tamil, Telugu, Kannada, Marathi and Punjabi.`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    content: `# Contact us

We answer every day from 6 am to 11 pm.

- Driver helpline: [1800 120 4455](tel:18001204455) (toll free)
- WhatsApp: [+91 98200 44550](tel:+919820044550)
- E-mail: [support@restpoint.example.in](mailto:support@restpoint.example.in)

**In an emergency on the highway, call 112** or the National Highway helpline \`1033\`.

Restpoint Services Pvt. Ltd., 4th floor, Transport Bhavan, Vashi, Navi Mumbai 400703`,
  },
];

/** The five content pages of the driver app, last edited at seeded times. */
export function seedCmsPages(seed: number): CmsPageRecord[] {
  const faker = createSeededFaker(seed, 'cms-pages');
  return PAGES.map((page, index) => ({
    id: index + 1,
    ...page,
    version: 1,
    updated_at: faker.date
      .between({ from: '2026-06-01T00:00:00.000Z', to: '2026-11-15T00:00:00.000Z' })
      .toISOString(),
    updated_by: faker.helpers.arrayElement(['Asha Menon', 'Vikram Singh']),
  }));
}
