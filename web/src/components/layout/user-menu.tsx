import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ThemeMenuItems } from '@/components/ui/theme-choice';
import { assetUrl } from '@/lib/env';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useThemeFollowsAccount } from '@/lib/use-theme-choice';

export const PLACEHOLDER_AVATAR = '/placeholder-avatar.svg';

export function UserMenu() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  useThemeFollowsAccount(user?.preferences.theme);
  const name = user?.full_name || user?.first_name || 'Admin';

  const signOut = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="d-flex align-items-center gap-2 text-body text-decoration-none"
        aria-label={`User menu for ${name}`}
      >
        <Avatar src={assetUrl(user?.image_url) ?? PLACEHOLDER_AVATAR} name={name} size={32} />
        <span className="d-none d-sm-inline">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={paths.profile}>
          Your Profile
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={signOut}>
          Sign Out
        </Dropdown.Item>
        <Dropdown.Divider />
        <ThemeMenuItems />
      </Dropdown.Menu>
    </Dropdown>
  );
}
