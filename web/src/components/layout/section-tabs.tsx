import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { useAccountAccess } from '@/lib/auth';
import { mayUse } from '@/lib/access';
import { useT } from '@/lib/messages.gen';
import type { TabGroup } from './navigation';

/**
 * Tabs between screens that share one sidebar entry (CMS: Pages, Police, Policies; Sub Admin:
 * Accounts, Activity log), under the screen's heading: `<SectionTabs {...CMS_TABS} />`. A tab
 * the user may not open is left out.
 */
export function SectionTabs({ label, tabs }: TabGroup) {
  const access = useAccountAccess();
  const t = useT();
  return (
    <Nav as="nav" variant="tabs" className="mb-3" aria-label={t(label)}>
      {tabs
        .filter((tab) => mayUse(access, tab.section))
        .map((tab) => (
          <Nav.Item key={tab.to}>
            {/* `end`: the Pages tab (/app/cms) is not also active on /app/cms/police. */}
            <Nav.Link as={NavLink} to={tab.to} end>
              {t(tab.label)}
            </Nav.Link>
          </Nav.Item>
        ))}
    </Nav>
  );
}
