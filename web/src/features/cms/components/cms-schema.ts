import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { CmsEditRequest, CmsPage } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { t } from '../messages.gen';

const { title, content } = requestRules.CmsEditRequest;

/** The API's limit on a page's Markdown. */
export const MAX_CONTENT = content.maxLength;

export type CmsFormValues = FormValuesOf<CmsEditRequest>;

/** Built when the form renders, so its messages are in the language of the moment. */
export const cmsSchema = () =>
  yup.object({
    title: requiredText(t('cms.rules.title'), title),
    content: yup
      .string()
      .required(() => t('cms.rules.content'))
      .max(MAX_CONTENT, () => t('cms.rules.contentMax', { max: formatNumber(MAX_CONTENT) })),
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

/** The form's labels, also listing what someone else changed meanwhile; call it when rendering. */
export const cmsLabels = () =>
  ({ title: t('cms.label.title'), content: t('cms.label.content') }) satisfies FormLabels<
    CmsFormValues,
    CmsPage
  >;
