import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { explainedPattern, forbidden, notFound } from '../http/errors.js';
import { photoUrlValidFor, PHOTO_URL_LIFETIME_SECONDS } from '../http/photo-urls.js';
import { errorResponses } from '../http/schemas.js';
import type { Section } from '../sections.js';

const PALETTE = [
  '#0F766E',
  '#1D4ED8',
  '#7C3AED',
  '#BE185D',
  '#B45309',
  '#15803D',
  '#B91C1C',
  '#0369A1',
  '#4338CA',
  '#A16207',
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to two initials: first letters of the first and last name. */
export function initials(firstName: string, lastName: string): string {
  const letters = [firstName, lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

/** A 128×128 SVG: initials on a circle whose colour depends only on the id. */
export function avatarSvg(id: number, text: string): string {
  const colour = PALETTE[id % PALETTE.length] ?? '#334155';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${escapeXml(text)}</title>`,
    `<circle cx="64" cy="64" r="64" fill="${colour}"/>`,
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" ',
    `font-size="52" font-weight="600" fill="#FFFFFF">${escapeXml(text)}</text>`,
    '</svg>',
    '',
  ].join('');
}

const AVATAR_FILE = /^(\d{1,9})\.svg$/;

/** Public images (avatars) are cached for a day by anyone. */
const PUBLIC_DAY = 'public, max-age=86400';

/**
 * Sends an SVG with a content-derived ETag, answering 304 when the client already has it.
 * `cacheControl`: a day's public caching unless the image is personal data.
 */
function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  cacheControl = PUBLIC_DAY,
) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    // `undefined`, not null: Fastify then sends no body and no Content-Length at all.
    return reply.code(304).send(undefined as unknown as null);
  }
  // A string with a non-JSON content type is sent as is, not serialized.
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

const ETag = Type.String({
  description:
    'Tag of this image; send it back as If-None-Match to get a 304 while it is unchanged',
});

const imageResponses = {
  200: {
    description: 'SVG image',
    headers: {
      ETag,
      'Cache-Control': Type.Literal('public, max-age=86400', {
        description: 'A browser may keep the image for a day',
      }),
    },
    content: { 'image/svg+xml': { schema: Type.String() } },
  },
  304: { description: 'Not modified (matching If-None-Match)', type: 'null', headers: { ETag } },
  ...errorResponses(404),
};

const fileParams = Type.Object({
  file: Type.String({ maxLength: 64, description: '`<id>.svg`, e.g. `1.svg`' }),
});

/** The signature of a driver's photo URL, as `photo_url` carries it (http/photo-urls.ts). */
const signedQuery = Type.Object(
  {
    expires: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Required. Epoch seconds after which the URL no longer works',
      }),
    ),
    sig: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: explainedPattern('^[A-Za-z0-9_-]+$', 'is not a signature'),
        description: 'Required. The signature of the path and `expires`',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PHOTO_REFUSED = 'This photo link is not valid or has expired. Load the driver again.';

const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploads/avatars/:file',
    {
      schema: {
        summary: "An account's avatar image",
        description:
          'Serves `<id>.svg` for every admin account: initials on a coloured circle, the same every time. ' +
          'Use `image_url` of an account, relative to the image base URL. Cached for a day; supports `If-None-Match`.',
        params: fileParams,
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const match = AVATAR_FILE.exec(request.params.file);
      const admin = match?.[1] ? app.store.admins.findById(Number(match[1])) : undefined;
      if (!admin) throw notFound('Avatar not found');
      return sendSvg(
        request,
        reply,
        avatarSvg(admin.id, initials(admin.first_name, admin.last_name)),
      );
    },
  );

  app.get(
    '/uploads/drivers/:file',
    {
      schema: {
        summary: "A driver's photo, by the signed URL its driver's `photo_url` gives",
        description: `Drivers' photos are personal data: only the URL the API answers as a driver's \`photo_url\` works, with its \`expires\` and \`sig\`, for at least ${Math.floor((PHOTO_URL_LIFETIME_SECONDS - 600) / 60)} minutes after it was given (the same URL within each 10 minutes, so browsers cache it; a restart of the API changes every signature). Unsigned, tampered with or expired: 403. Serves a generated portrait (initials on a coloured circle), cached privately until the URL expires; supports \`If-None-Match\`.`,
        params: fileParams,
        querystring: signedQuery,
        response: {
          ...imageResponses,
          200: {
            ...imageResponses[200],
            headers: {
              ETag,
              'Cache-Control': Type.String({
                pattern: '^private, max-age=[0-9]+$',
                description: 'Kept privately by the browser until the signed URL expires',
              }),
            },
          },
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const path = `uploads/drivers/${request.params.file}`;
      const { expires, sig } = request.query;
      const validFor = photoUrlValidFor(path, expires, sig);
      if (validFor === null) throw forbidden(PHOTO_REFUSED, 'photo_link_invalid');
      const match = AVATAR_FILE.exec(request.params.file);
      const driver = match?.[1] ? app.store.drivers.findById(Number(match[1])) : undefined;
      if (!driver?.photo_url) throw notFound('Photo not found');
      const [first = '', ...rest] = driver.full_name.split(' ');
      const svg = avatarSvg(driver.id, initials(first, rest.join(' ')));
      return sendSvg(request, reply, svg, `private, max-age=${validFor}`);
    },
  );
};

export default {
  tag: { name: 'uploads', description: 'Uploaded (here: generated) images' },
  access: 'public',
  routes: uploadsRoutes,
} satisfies Section;
