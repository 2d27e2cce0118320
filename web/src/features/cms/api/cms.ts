import { api } from '@/lib/api-client';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type { CmsEditRequest, CmsPage, CmsPageSummary } from '@/lib/api-schema.gen';

/** GETs (and POST reads) whose answers change when a page is saved. */
export const CMS_PATHS = ['/cms_list', '/cms_detail'];
export const CMS_FAILURE = 'The page could not be saved. Please try again.';

export const useCmsPages = () => useApiQuery<CmsPageSummary[]>('/cms_list');

export const useCmsPage = (slug: string | null) =>
  useApiPostQuery<CmsPage>(
    slug === null ? null : '/cms_detail',
    { slug },
    // A missing page is shown on the screen itself; a toast would only repeat it.
    { notifyOnError: false },
  );

export const editCmsPage = (input: CmsEditRequest) =>
  api.post<CmsPage>('/cms_edit', input, { notifyOnError: false });
