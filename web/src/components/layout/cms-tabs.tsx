import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { useUser } from '@/lib/auth';
import { mayUse } from '@/lib/access';
import { CMS_TABS } from './navigation';

/** Tabs between the CMS screens (Pages, Police, Policies), under the screen's heading. */
export function CmsTabs() {
  const { data: user } = useUser();
  return (
    <Nav as="nav" variant="tabs" className="mb-3" aria-label="Content sections">
      {CMS_TABS.filter((tab) => mayUse(user, tab.section)).map((tab) => (
        <Nav.Item key={tab.to}>
          {/* `end`: the Pages tab (/app/cms) is not also active on /app/cms/police. */}
          <Nav.Link as={NavLink} to={tab.to} end>
            {tab.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
