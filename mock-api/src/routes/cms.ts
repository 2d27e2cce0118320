import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { badRequest, explainedRule, notFound } from '../http/errors.js';
import { savedMessage } from '../http/sanitize.js';
import { envelope, errorResponses, ref, versionFields } from '../http/schemas.js';
import { editSchema } from '../http/record-schemas.js';
import { trimBody } from '../http/validation.js';
import { MULTI_LINE, NAME } from '../http/text.js';
import { ExpectedVersion, versionedRecords } from '../http/versions.js';
import type { CmsPageRecord, Store } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

export const MAX_CMS_CONTENT = 20_000;

const pageFields = {
  id: Type.Integer(),
  slug: Type.String({ description: 'Stable key the driver app asks for, e.g. `privacy-policy`' }),
  title: Type.String(),
  ...versionFields,
};

export const CmsPageSummary = Type.Object(pageFields, {
  $id: 'CmsPageSummary',
  description: 'A content page of the driver app, without its content',
});
export type CmsPageSummary = Static<typeof CmsPageSummary>;

export const CmsPage = Type.Object(
  {
    ...pageFields,
    content: Type.String({
      description:
        'Markdown. On save, raw HTML is cleaned (script, event handlers and other active content removed) and javascript:, vbscript: and data: link targets are neutralised; show it escaped.',
    }),
  },
  { $id: 'CmsPage', description: 'A content page of the driver app' },
);
export type CmsPage = Static<typeof CmsPage>;

const ID_OR_SLUG = 'Give the id or the slug of the page';

export const CmsDetailRequest = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: 80, examples: ['faq'] })),
  },
  {
    $id: 'CmsDetailRequest',
    additionalProperties: false,
    ...explainedRule('anyOf', [{ required: ['id'] }, { required: ['slug'] }], 'id', ID_OR_SLUG),
    description: 'Names a page by `id` or by `slug`: at least one of them; `id` wins',
  },
);

export const CmsEditRequest = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String({ ...NAME, minLength: 2, maxLength: 100, examples: ['About us'] }),
    content: Type.String({
      minLength: 1,
      maxLength: MAX_CMS_CONTENT,
      description: 'Markdown',
      ...MULTI_LINE,
    }),
    version: ExpectedVersion,
  },
  { $id: 'CmsEditRequest', additionalProperties: false },
);
export type CmsEditRequest = Static<typeof CmsEditRequest>;

const schemas = [CmsPageSummary, CmsPage, CmsDetailRequest, CmsEditRequest];

/* ------------------------------------------------------------------ helpers */

const NOT_FOUND = 'Page not found';

/** The page named by `id` or, without it, by `slug` (the schema asks for one of them). */
function findPage(store: Store, id?: number, slug?: string): CmsPageRecord {
  const page =
    id !== undefined ? store.cmsPages.findById(id) : store.cmsPages.findBySlug(slug ?? '');
  if (!page || (slug !== undefined && page.slug !== slug.trim().toLowerCase())) {
    throw notFound(NOT_FOUND);
  }
  return page;
}

const summary = ({
  id,
  slug,
  title,
  version,
  updated_at,
  updated_by,
}: CmsPageRecord): CmsPageSummary => ({ id, slug, title, version, updated_at, updated_by });

/* ------------------------------------------------------------------ routes */

const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const pages = versionedRecords({
    what: 'page',
    notFound: NOT_FOUND,
    table: () => store.cmsPages,
    present: (page: CmsPageRecord) => ({ ...page }),
  });

  app.get(
    '/cms_list',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'The content pages of the driver app',
        description:
          'About us, Terms & conditions, Privacy policy, FAQ and Contact, in that order.',
        response: { 200: envelope(Type.Array(ref(CmsPageSummary))), ...errorResponses(401) },
      },
    },
    async () => ok('Pages loaded', store.cmsPages.all().map(summary)),
  );

  app.post(
    '/cms_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One content page with its Markdown',
        description: 'By `id` or `slug`; with both, they must name the same page.',
        body: ref(CmsDetailRequest),
        response: { 200: envelope(ref(CmsPage)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Page loaded', { ...findPage(store, request.body.id, request.body.slug) }),
  );

  app.post(
    '/cms_edit',
    {
      config: { permission: 'write' },
      preValidation: trimBody('title'),
      schema: editSchema(CmsEditRequest, CmsPage, {
        summary: 'Save the title and Markdown of a content page',
        description:
          'Records the time and the signed-in admin. Unsafe markup (script, event handlers, other active HTML, javascript:/vbscript:/data: link targets) is removed and the rest is kept byte for byte; the message then says what was removed. With `version`: 409 with the page as it is now if it changed since.',
        more: [503],
      }),
    },
    async (request) => {
      const { id, title, content, version } = request.body;
      pages.current(id, version);
      const clean = await app.markdown.clean(content);
      // Read again after cleaning: another save may have finished meanwhile.
      const before = valuesOf(store, pages.current(id, version));
      if (clean.text.trim() === '') {
        const message = 'content has nothing left once unsafe markup is removed';
        throw badRequest(message, [fieldError('content', message, 'nothing_left')]);
      }
      const page = pages.save(request, id, version, { title, content: clean.text });
      recordActivity(request, {
        ...about('cms', 'cms_page', page.id, page.title),
        action: 'edit',
        changes: fieldChanges('cms_page', before, page),
      });
      return ok(savedMessage('Page', clean.removed), { ...page });
    },
  );
};

export default {
  ...declaredSection('cms', 'Content pages of the driver app'),
  schemas,
  routes: cmsRoutes,
} satisfies Section;
