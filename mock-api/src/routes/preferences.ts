import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../auth.js';
import { ok } from '../http/envelope.js';
import { envelope, errorResponses, Preferences, ref } from '../http/schemas.js';
import type { Section } from '../sections.js';

/*
 * The signed-in account's own preferences (colour mode, language): kept per account so the
 * console looks the same on every device it signs in from, and answered in GET /auth/me.
 */

const PreferencesUpdateRequest = Type.Object(
  {
    theme: Type.Optional(Type.Index(Preferences, ['theme'])),
    language: Type.Optional(Type.Index(Preferences, ['language'])),
  },
  {
    $id: 'PreferencesUpdateRequest',
    additionalProperties: false,
    minProperties: 1,
    description: 'The preferences to change; those left out stay as they are',
  },
);

const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin_preferences_update',
    {
      config: { changes: true },
      schema: {
        summary: "Change the signed-in account's preferences",
        description:
          'Changes only the preferences sent (at least one); answers all of them. Any signed-in account may change its own.',
        body: ref(PreferencesUpdateRequest),
        response: {
          200: envelope(ref(Preferences), 'Saved; message "Preferences saved"'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return ok('Preferences saved', app.store.preferences.update(user.id, request.body));
    },
  );
};

export default {
  tag: { name: 'preferences', description: "The signed-in account's colour mode and language" },
  access: 'signed-in',
  schemas: [PreferencesUpdateRequest],
  routes: preferencesRoutes,
} satisfies Section;
