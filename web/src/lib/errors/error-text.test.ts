import { api, configureApiClient, failureMessage } from '@/lib/api-client';
import { activateLanguage } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';

const IN_USE = {
  status: 409,
  message: 'Maharashtra is used by 12 drivers and cannot be deleted',
  code: 'in_use',
  params: { name: 'Maharashtra', action: 'delete', drivers: 12 },
} as const;

const refusal = async () => {
  try {
    await api.post('/state_delete', { id: 1 }, { notifyOnError: true });
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
};

describe('what the console says about a refusal the API explained', () => {
  const notifyError = jest.fn();
  beforeEach(() => {
    notifyError.mockReset();
    configureApiClient({ getToken: () => 't', notifyError, onUnauthorized: jest.fn() });
  });

  it("in English, the server's message exactly as sent (the spec's 'Error' toast)", async () => {
    installFakeApi({ 'POST /state_delete': IN_USE });
    const error = await refusal();
    expect(notifyError).toHaveBeenCalledWith(IN_USE.message);
    expect(failureMessage(error, 'Delete failed')).toBe(IN_USE.message);
  });

  it("in Hindi, the catalog's text for its code, with the values it names", async () => {
    await activateLanguage('hi');
    installFakeApi({ 'POST /state_delete': IN_USE });
    await refusal();
    expect(notifyError).toHaveBeenCalledWith('Maharashtra अभी उपयोग में है, इसलिए यह नहीं हो सकता।');
  });

  it("in Hindi, the server's message for an answer without a code", async () => {
    await activateLanguage('hi');
    installFakeApi({ 'POST /state_delete': { status: 500, message: 'Injected fault' } });
    await refusal();
    expect(notifyError).toHaveBeenCalledWith('Injected fault');
  });

  it("in Hindi, a form field's problem by its code: 'Use at most 80 characters' in Hindi", async () => {
    await activateLanguage('hi');
    installFakeApi({
      'POST /state_add': {
        status: 400,
        message: 'name: Use at most 80 characters',
        code: 'validation_failed',
        params: { field: 'name', limit: 80 },
        errors: [
          {
            field: 'name',
            message: 'Use at most 80 characters',
            code: 'too_long',
            params: { limit: 80 },
          },
        ],
      },
    });
    const error = (await api
      .post('/state_add', { name: 'x'.repeat(81), code: 'XX', status: 'active' })
      .catch((caught: unknown) => caught)) as { fieldErrors: Record<string, string> };
    expect(error.fieldErrors).toEqual({ name: 'अधिकतम 80 अक्षर लिखें।' });
  });
});
