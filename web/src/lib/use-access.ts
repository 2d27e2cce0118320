import { mayChange, mayUse, type Section } from '@/lib/access';
import { useAccountAccess } from '@/lib/auth';

/**
 * The signed-in account as the access rules read it: the profile the guard of the signed-in area
 * loaded (from the sign-in answer, then GET /adminProfile; on a cold load the access kept from
 * the last one until it arrives), so that the menu, the guard and every button agree on one answer.
 */
const useAccessUser = useAccountAccess;

/** Whether the signed-in account may open the section. */
export function useMayView(section: Section): boolean {
  return mayUse(useAccessUser(), section);
}

/** Whether the signed-in account may change things in the section; else no button offers to. */
export function useMayChange(section: Section): boolean {
  return mayChange(useAccessUser(), section);
}
