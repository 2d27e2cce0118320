import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import BsForm from 'react-bootstrap/Form';
import Card from 'react-bootstrap/Card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import { useFormMutation } from '@/lib/api-query';
import type { FieldErrors } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { around, ELEMENT } from '@/lib/i18n';
import { LIMITS, sendBroadcast } from '../api/broadcast';
import { useT } from '../messages.gen';
import { AudienceFields } from './audience-fields';
import {
  audienceOf,
  broadcastRequest,
  broadcastSchema,
  CHANNEL_ERROR_ID,
  channelChoice,
  emptyBroadcast,
  messageLimit,
  type BroadcastFormValues,
} from './broadcast-schema';
import { useAudienceReach } from './use-audience-reach';

/** "12 / 65 characters", red once over the limit. */
function Counter({ length, limit }: { length: number; limit: number }) {
  const t = useT();
  return (
    <span className={length > limit ? 'text-danger fw-semibold' : undefined}>
      {t('broadcast.form.counter', { length, limit })}
    </span>
  );
}

/**
 * A send waiting for its confirmation. The submit lasts until `done` (sent, failed or cancelled),
 * so Formik's `isSubmitting` covers the whole of it.
 */
type Pending = {
  values: BroadcastFormValues;
  helpers: FormikHelpers<BroadcastFormValues>;
  done: () => void;
};

/** The server names `channels` and `audience…`; the form shows them under In-app and Audience. */
function formErrors(fieldErrors: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const shownAs =
      field === 'channels' ? 'in_app' : field.startsWith('audience') ? 'state_ids' : field;
    errors[shownAs] ??= message;
  }
  return errors;
}

function Compose({ onSent }: { onSent: () => void }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const { problem, submit, pending: sending } = useFormMutation();
  const t = useT();

  const send = async ({ values, helpers, done }: Pending) => {
    const result = await submit(() => sendBroadcast(broadcastRequest(values)), {
      success: {
        title: t('broadcast.sent.title'),
        message: t('broadcast.sent.message', { title: values.title.trim() }),
      },
      failure: t('broadcast.failure'),
      setErrors: (errors) => helpers.setErrors(formErrors(errors)),
      revalidate: ['/broadcast_list'],
    });
    setPending(null);
    done();
    if (result.ok) {
      helpers.resetForm();
      onSent();
    }
  };

  return (
    <Formik
      initialValues={emptyBroadcast}
      validationSchema={broadcastSchema}
      onSubmit={(values, helpers) =>
        new Promise<void>((done) => setPending({ values, helpers, done }))
      }
    >
      {({ values, setFieldValue, errors, submitCount }) => (
        <ComposeFields
          values={values}
          setChannel={(name, on) => void setFieldValue(name, on)}
          channelError={submitCount > 0 ? errors.in_app : undefined}
          problem={problem}
          busy={sending}
          pending={pending}
          onConfirm={() => pending && void send(pending)}
          onCancel={() => {
            pending?.done();
            setPending(null);
          }}
        />
      )}
    </Formik>
  );
}

/** What goes out, how and to how many drivers (a count not known yet is left out). */
function Confirmation({
  values,
  recipients,
}: {
  values: BroadcastFormValues;
  recipients: number | undefined;
}) {
  const t = useT();
  const title = ELEMENT;
  const channels = channelChoice(values);
  const [before, after] = around(
    recipients === undefined
      ? t('broadcast.confirm.bodyUncounted', { title, channels })
      : t('broadcast.confirm.body', { title, channels, recipients: formatNumber(recipients) }),
  );
  return (
    <p>
      {before}
      <strong>“{values.title.trim()}”</strong>
      {after}
    </p>
  );
}

type ComposeFieldsProps = {
  values: BroadcastFormValues;
  setChannel: (name: 'push' | 'in_app', on: boolean) => void;
  channelError: string | undefined;
  problem: string | null;
  busy: boolean;
  pending: Pending | null;
  onConfirm: () => void;
  onCancel: () => void;
};

function ComposeFields(props: ComposeFieldsProps) {
  const { values, setChannel, channelError, problem, busy, pending, onConfirm, onCancel } = props;
  const t = useT();
  const reach = useAudienceReach(audienceOf(values));
  const recipients = reach.count?.recipient_count;
  const limit = messageLimit(values);
  const [hintBefore, hintAfter] = around(
    t(values.push ? 'broadcast.form.messageHintPush' : 'broadcast.form.messageHint', {
      counter: ELEMENT,
    }),
  );
  const channelInvalid = channelError
    ? {
        'aria-invalid': true,
        'aria-describedby': CHANNEL_ERROR_ID,
        'data-error-label': t('broadcast.form.sendAs'),
      }
    : {};

  return (
    <Form noValidate aria-label={t('broadcast.form.label')}>
      {/* The history beside it pages in the query: that is not leaving the composer. */}
      <UnsavedChangesPrompt ignoreQueryChanges />
      <FormErrors summary />
      <FormProblem problem={problem} />
      <TextField
        name="title"
        label={t('broadcast.form.title')}
        hint={<Counter length={values.title.trim().length} limit={LIMITS.title} />}
      />
      <TextAreaField
        name="message"
        label={t('broadcast.form.message')}
        rows={4}
        hint={
          <>
            {hintBefore}
            <Counter length={values.message.trim().length} limit={limit} />
            {hintAfter}
          </>
        }
      />
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('broadcast.form.sendAs')}</legend>
        <BsForm.Check
          id="channel-push"
          label={t('broadcast.form.push')}
          checked={values.push}
          onChange={(event) => setChannel('push', event.target.checked)}
          {...channelInvalid}
        />
        <BsForm.Check
          id="channel-in-app"
          label={t('broadcast.form.inApp')}
          checked={values.in_app}
          onChange={(event) => setChannel('in_app', event.target.checked)}
          {...channelInvalid}
        />
        {channelError && (
          <div id={CHANNEL_ERROR_ID} className="text-danger small mt-1">
            {channelError}
          </div>
        )}
      </fieldset>
      <AudienceFields reach={reach} />
      {recipients === 0 ? (
        <Button type="button" disabled>
          {t('broadcast.form.send')}
        </Button>
      ) : (
        <SubmitButton busy={busy}>{t('broadcast.form.send')}</SubmitButton>
      )}
      <ConfirmDialog
        show={pending !== null}
        title={t('broadcast.confirm.title')}
        confirmLabel={t('broadcast.confirm.send')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        {pending && <Confirmation values={pending.values} recipients={recipients} />}
        <p className="mb-0 text-secondary">{t('broadcast.confirm.final')}</p>
      </ConfirmDialog>
    </Form>
  );
}

/** The compose card; `onSent` runs after a broadcast went out (e.g. to show page 1 of history). */
export function BroadcastForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  return (
    <Card className="shadow-sm" style={{ maxWidth: '48rem' }}>
      <Card.Header as="h2" className="h5 mb-0">
        {t('broadcast.form.heading')}
      </Card.Header>
      <Card.Body>
        <Compose onSent={onSent} />
      </Card.Body>
    </Card>
  );
}
