import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { LanguageMenuItems, ThemeMenuItems } from '@/components/ui/preference-menu-items';
import { assetUrl } from '@/lib/env';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/messages.gen';
import { usePreferencesFollowAccount } from '@/lib/use-preference-choice';

export const PLACEHOLDER_AVATAR = '/placeholder-avatar.svg';

export function UserMenu() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  usePreferencesFollowAccount(user?.preferences);
  const t = useT();
  const name = user?.full_name || user?.first_name || t('userMenu.fallbackName');

  const signOut = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="d-flex align-items-center gap-2 text-body text-decoration-none"
        aria-label={t('userMenu.label', { name })}
      >
        <Avatar src={assetUrl(user?.image_url) ?? PLACEHOLDER_AVATAR} name={name} size={32} />
        <span className="d-none d-sm-inline">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={paths.profile}>
          {t('userMenu.profile')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={signOut}>
          {t('userMenu.signOut')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <ThemeMenuItems />
        <Dropdown.Divider />
        <LanguageMenuItems />
      </Dropdown.Menu>
    </Dropdown>
  );
}
