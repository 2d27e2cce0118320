import { useFormikContext } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { BroadcastAudienceCount } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { useCityOptions, useStateOptions } from '@/lib/geography';
import { around, ELEMENT } from '@/lib/i18n';
import { useCompanyOptions } from '../api/broadcast';
import { AUDIENCE_ERROR_ID, type BroadcastFormValues } from './broadcast-schema';
import { MultiPicker } from './multi-picker';
import { useT } from '../messages.gen';

type Reach = {
  count: BroadcastAudienceCount | undefined;
  counting: boolean;
  error: unknown;
  retry: () => void;
};

function ReachLine({ reach, chosen }: { reach: Reach; chosen: boolean }) {
  const t = useT();
  if (!chosen) return <>{t('broadcast.reach.choose')}</>;
  if (reach.error) {
    return (
      <span className="text-danger">
        {t('broadcast.reach.failed')}{' '}
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={reach.retry}>
          {t('broadcast.reach.retry')}
        </Button>
      </span>
    );
  }
  if (!reach.count) return <>{t('broadcast.reach.counting')}</>;
  const { recipient_count, total_drivers } = reach.count;
  if (recipient_count === 0) {
    return <span className="text-danger">{t('broadcast.reach.none')}</span>;
  }
  const [before, after] = around(
    t(reach.counting ? 'broadcast.reach.countUpdating' : 'broadcast.reach.count', {
      recipients: ELEMENT,
      total: formatNumber(total_drivers),
    }),
  );
  return (
    <>
      {before}
      <strong>{formatNumber(recipient_count)}</strong>
      {after}
    </>
  );
}

/** Who gets the broadcast, and how many drivers that is. */
export function AudienceFields({ reach }: { reach: Reach }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<BroadcastFormValues>();
  const t = useT();
  const states = useStateOptions();
  const cities = useCityOptions();
  const companies = useCompanyOptions();
  const chosen = values.audience_mode === 'chosen';
  const anyChosen =
    values.state_ids.length + values.city_ids.length + values.company_ids.length > 0;
  const audienceError = submitCount > 0 ? (errors.state_ids as string | undefined) : undefined;
  // The choice made is what the message is about.
  const invalid = audienceError
    ? {
        'aria-invalid': true,
        'aria-describedby': AUDIENCE_ERROR_ID,
        'data-error-label': t('broadcast.audience.legend'),
      }
    : {};

  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{t('broadcast.audience.legend')}</legend>
      <Form.Check
        type="radio"
        id="audience-all"
        name="audience_mode"
        label={t('broadcast.audience.all')}
        checked={!chosen}
        onChange={() => void setFieldValue('audience_mode', 'all')}
        {...(chosen ? {} : invalid)}
      />
      <Form.Check
        type="radio"
        id="audience-chosen"
        name="audience_mode"
        label={t('broadcast.audience.chosen')}
        checked={chosen}
        onChange={() => void setFieldValue('audience_mode', 'chosen')}
        {...(chosen ? invalid : {})}
      />
      {chosen && (
        <div className="border rounded p-3 mt-2">
          <p className="small text-secondary">{t('broadcast.audience.rule')}</p>
          <MultiPicker
            label={t('broadcast.audience.states')}
            placeholder={t('broadcast.audience.addState')}
            chosenLabel={t('broadcast.audience.chosenStates')}
            loading={states.isLoading}
            options={(states.data?.body ?? []).map((s) => ({ value: s.id, label: s.name }))}
            selected={values.state_ids}
            onChange={(ids) => void setFieldValue('state_ids', ids)}
          />
          <MultiPicker
            label={t('broadcast.audience.cities')}
            placeholder={t('broadcast.audience.addCity')}
            chosenLabel={t('broadcast.audience.chosenCities')}
            loading={cities.isLoading}
            options={(cities.data?.body ?? []).map((c) => ({
              value: c.id,
              label: `${c.name}, ${c.state_name}`,
            }))}
            selected={values.city_ids}
            onChange={(ids) => void setFieldValue('city_ids', ids)}
          />
          <MultiPicker
            label={t('broadcast.audience.companies')}
            placeholder={t('broadcast.audience.addCompany')}
            chosenLabel={t('broadcast.audience.chosenCompanies')}
            loading={companies.isLoading}
            options={(companies.data?.body ?? []).map((c) => ({
              value: c.company_id,
              label: c.company_name,
            }))}
            selected={values.company_ids}
            onChange={(ids) => void setFieldValue('company_ids', ids)}
          />
        </div>
      )}
      {audienceError && (
        // Like any field's message: the error summary and the toast are the announcements.
        <div className="text-danger small mt-2" id={AUDIENCE_ERROR_ID}>
          {audienceError}
        </div>
      )}
      <p
        className="mt-2 mb-0"
        role="status"
        aria-live="polite"
        aria-label={t('broadcast.reach.label')}
      >
        <ReachLine reach={reach} chosen={!chosen || anyChosen} />
      </p>
    </fieldset>
  );
}
