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
import { BROADCAST_FAILURE, LIMITS, sendBroadcast } from '../api/broadcast';
import { AudienceFields } from './audience-fields';
import {
  audienceOf,
  broadcastRequest,
  broadcastSchema,
  CHANNEL_ERROR_ID,
  channelWords,
  emptyBroadcast,
  messageLimit,
  type BroadcastFormValues,
} from './broadcast-schema';
import { useAudienceReach } from './use-audience-reach';

/** "12 / 65 characters", red once over the limit. */
function Counter({ length, limit }: { length: number; limit: number }) {
  return (
    <span className={length > limit ? 'text-danger fw-semibold' : undefined}>
      {length} / {limit} characters
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

  const send = async ({ values, helpers, done }: Pending) => {
    const result = await submit(() => sendBroadcast(broadcastRequest(values)), {
      success: { title: 'Broadcast sent', message: `“${values.title.trim()}” is on its way.` },
      failure: BROADCAST_FAILURE,
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
  const reach = useAudienceReach(audienceOf(values));
  const recipients = reach.count?.recipient_count;
  const limit = messageLimit(values);
  const channelInvalid = channelError
    ? {
        'aria-invalid': true,
        'aria-describedby': CHANNEL_ERROR_ID,
        'data-error-label': 'Send as',
      }
    : {};

  return (
    <Form noValidate aria-label="Compose broadcast">
      {/* The history beside it pages in the query: that is not leaving the composer. */}
      <UnsavedChangesPrompt ignoreQueryChanges />
      <FormErrors summary />
      <FormProblem problem={problem} />
      <TextField
        name="title"
        label="Title"
        hint={<Counter length={values.title.trim().length} limit={LIMITS.title} />}
      />
      <TextAreaField
        name="message"
        label="Message"
        rows={4}
        hint={
          <>
            <Counter length={values.message.trim().length} limit={limit} />
            {values.push ? ' (push notifications are short).' : '.'} Plain text.
          </>
        }
      />
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Send as</legend>
        <BsForm.Check
          id="channel-push"
          label="Push notification"
          checked={values.push}
          onChange={(event) => setChannel('push', event.target.checked)}
          {...channelInvalid}
        />
        <BsForm.Check
          id="channel-in-app"
          label="In-app message"
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
          Send now
        </Button>
      ) : (
        <SubmitButton busy={busy}>Send now</SubmitButton>
      )}
      <ConfirmDialog
        show={pending !== null}
        title="Send broadcast?"
        confirmLabel="Send"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>
          <strong>“{pending?.values.title.trim()}”</strong> goes out now as a{' '}
          {pending ? channelWords(pending.values) : ''}
          {recipients !== undefined ? ` to ${formatNumber(recipients)} drivers` : ''}.
        </p>
        <p className="mb-0 text-secondary">A sent broadcast cannot be recalled.</p>
      </ConfirmDialog>
    </Form>
  );
}

/** The compose card; `onSent` runs after a broadcast went out (e.g. to show page 1 of history). */
export function BroadcastForm({ onSent }: { onSent: () => void }) {
  return (
    <Card className="shadow-sm" style={{ maxWidth: '48rem' }}>
      <Card.Header as="h2" className="h5 mb-0">
        New broadcast
      </Card.Header>
      <Card.Body>
        <Compose onSent={onSent} />
      </Card.Body>
    </Card>
  );
}
