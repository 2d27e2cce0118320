import { useParams, useSearchParams } from 'react-router-dom';
import { parseId } from './paths';

/**
 * The record an add/edit screen is editing, from `:id` in the path or `?id=` in the query.
 * `raw` is null while adding; `id` is null when `raw` is not an id (the screen says not found).
 */
export function useEditedId(): { raw: string | null; id: number | null } {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id');
  return { raw, id: parseId(raw) };
}
