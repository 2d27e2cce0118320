import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FactsCard } from '@/components/ui/facts-card';
import { mayReveal } from '@/lib/access';
import type { DriverDetail, DriverPersonalData } from '@/lib/api-schema.gen';
import { useApiMutation } from '@/lib/api-query';
import { useCurrentUser } from '@/lib/auth';
import { revealDriver } from '../api/drivers';
import { useT } from '../messages.gen';

type Contact = Pick<DriverDetail, 'user_id' | 'full_name' | 'mobile' | 'email' | 'licence_number'>;

/** The API masks personal data with bullets (`+91 98••• ••210`); real values never hold one. */
const isMasked = (value: string | null) => value?.includes('•') ?? false;

/** A masked value, said to be masked (a screen reader would only read out bullets). */
function MaskedValue({ value, className }: { value: string; className?: string }) {
  const t = useT();
  return (
    <>
      <span className={className}>{value}</span>
      <span className="visually-hidden"> {t('drivers.contact.masked')}</span>
    </>
  );
}

/**
 * A driver's mobile number, e-mail and licence number. Sub admins get them masked from the API;
 * one who may reveal them gets a "Reveal" button, which asks the API for them in full (each
 * reveal is recorded in the activity log) and shows them until "Hide". Administrators get them in
 * full already, so they are never offered it.
 */
export function DriverContact({ driver }: { driver: Contact }) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const { run, pending } = useApiMutation();
  const [revealed, setRevealed] = useState<DriverPersonalData | null>(null);
  // A reveal belongs to the driver it was asked for.
  const shown = revealed?.user_id === driver.user_id ? revealed : null;
  const { mobile, email, licence_number } = shown ?? driver;
  const masked = [driver.mobile, driver.email, driver.licence_number].some(isMasked);

  const reveal = async () => {
    const result = await run(() => revealDriver({ id: driver.user_id }), {
      success: {
        title: t('drivers.contact.revealed'),
        message: t('drivers.contact.revealedMessage', { name: driver.full_name }),
      },
      failure: t('drivers.contact.revealFailed'),
    });
    if (result.ok) setRevealed(result.data.body);
  };

  let footer = null;
  if (shown) {
    footer = (
      <Button
        variant="outline-secondary"
        size="sm"
        className="mt-3"
        onClick={() => setRevealed(null)}
      >
        {t('drivers.contact.hide')}
      </Button>
    );
  } else if (masked && mayReveal(user)) {
    footer = (
      <div className="mt-3 d-flex flex-wrap align-items-center gap-2">
        <Button
          variant="outline-primary"
          size="sm"
          disabled={pending}
          onClick={() => void reveal()}
        >
          {t('drivers.contact.reveal')}
        </Button>
        <span className="small text-secondary">{t('drivers.contact.revealNote')}</span>
      </div>
    );
  } else if (masked) {
    footer = <p className="small text-secondary mt-3 mb-0">{t('drivers.contact.maskedNote')}</p>;
  }

  return (
    <FactsCard
      title={t('drivers.contact.title')}
      facts={[
        [
          t('drivers.contact.mobile'),
          isMasked(mobile) ? (
            <MaskedValue value={mobile} />
          ) : (
            <a href={`tel:${mobile.replace(/\s/g, '')}`}>{mobile}</a>
          ),
        ],
        [
          t('drivers.contact.email'),
          !email ? (
            <span className="text-secondary">{t('drivers.contact.notGiven')}</span>
          ) : isMasked(email) ? (
            <MaskedValue value={email} />
          ) : (
            <a href={`mailto:${email}`}>{email}</a>
          ),
        ],
        [
          t('drivers.contact.licence'),
          isMasked(licence_number) ? (
            <MaskedValue value={licence_number} className="font-monospace" />
          ) : (
            <span className="font-monospace">{licence_number}</span>
          ),
        ],
      ]}
      footer={footer}
    />
  );
}
