import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CmsEditRequest, CmsPage } from '@/lib/api-schema.gen';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';

const { title, content } = requestRules.CmsEditRequest;

/** The API's limit on a page's Markdown. */
export const MAX_CONTENT = content.maxLength;

export type CmsFormValues = FormValuesOf<CmsEditRequest>;

export const cmsSchema = yup.object({
  title: requiredText('Enter the page title', title),
  content: yup
    .string()
    .required('Write the page content')
    .max(MAX_CONTENT, `Use at most ${MAX_CONTENT.toLocaleString('en-IN')} characters`),
});

export const cmsValues = (page: CmsPage): CmsFormValues => ({
  title: page.title,
  content: page.content,
});

export const cmsRequest = (
  id: number,
  values: CmsFormValues,
  version: number | undefined,
): CmsEditRequest => ({
  id,
  title: values.title.trim(),
  content: values.content,
  version,
});

/** The form's labels, also listing what someone else changed meanwhile. */
export const CMS_LABELS = { title: 'Title', content: 'Content' } satisfies FormLabels<
  CmsFormValues,
  CmsPage
>;
