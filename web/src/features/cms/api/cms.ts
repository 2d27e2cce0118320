import { api } from '@/lib/api-client';
import type { ReadPath } from '@/lib/api-contract';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type { CmsEditRequest } from '@/lib/api-schema.gen';

/** GETs (and POST reads) whose answers change when a page is saved. */
export const CMS_PATHS: readonly ReadPath[] = ['/cms_list', '/cms_detail'];

export const useCmsPages = () => useApiQuery('/cms_list');

export const useCmsPage = (slug: string | null) =>
  useApiPostQuery('/cms_detail', slug === null ? null : { slug });

export const editCmsPage = (input: CmsEditRequest) => api.post('/cms_edit', input);
