import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { RecordHistory } from '@/components/activity/record-history';
import { ContentLayout } from '@/components/layout/content-layout';
import { useListReturn } from '@/components/ui/list-return';
import { FactsCard } from '@/components/ui/facts-card';
import { ListPanel } from '@/components/ui/list-panel';
import { LoadedRecord } from '@/components/ui/missing-record';
import { useListScreen } from '@/components/ui/use-list-screen';
import { useCompanies } from '@/features/companies';
import { DRIVER_PAGE_SIZE, DriverTable, useDriverList } from '@/features/drivers';
import type { CompanyRow } from '@/lib/api-schema.gen';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useMayChange, useMayView } from '@/lib/use-access';
import { useT } from './messages.gen';

// A company with its drivers: the company from the companies feature, the drivers' list (table,
// row actions, pages) from the drivers feature. The app composes them, so no feature imports
// another.

/** Back to the list as it was left: its search, filters, sort and page. */
function BackToCompanies() {
  const list = useListReturn(paths.companies.list);
  const t = useT();
  return (
    <Link to={list} className="btn btn-outline-secondary">
      {t('views.company.back')}
    </Link>
  );
}

const NO_FILTERS = [] as const;

function CompanyDrivers({ company }: { company: CompanyRow }) {
  const t = useT();
  const mayViewDrivers = useMayView('drivers');
  const list = useListScreen({
    filters: NO_FILTERS,
    // Without access to drivers the list is not asked for (the API would refuse it).
    useRows: (page) =>
      useDriverList(
        mayViewDrivers ? { page, limit: DRIVER_PAGE_SIZE, company_id: company.company_id } : null,
      ),
    noun: [t('views.company.driverNoun.one'), t('views.company.driverNoun.other')],
    pagesLabel: t('views.company.driverPages', { name: company.company_name }),
    loadingLabel: t('views.company.loadingDrivers'),
    noMatch: null,
    empty: t('views.company.noDrivers'),
  });
  const total = list.query.data?.pagination?.total;
  if (!mayViewDrivers) return null;
  return (
    <ListPanel
      {...list.panel}
      title={
        total === undefined
          ? t('views.company.drivers')
          : t('views.company.driversTotal', { count: formatNumber(total) })
      }
    >
      <DriverTable drivers={list.rows} hideCompany />
    </ListPanel>
  );
}

function CompanyView({ company }: { company: CompanyRow }) {
  const t = useT();
  return (
    <>
      <Row xs={1} md={2} className="g-3 mb-3">
        <Col>
          <FactsCard
            title={t('views.company.title')}
            facts={[
              [t('views.company.drivers'), formatNumber(company.driver_count)],
              [t('views.company.added'), formatDate(company.created_at)],
              [
                t('views.company.lastChanged'),
                company.updated_by
                  ? t('views.company.changedBy', {
                      date: formatDate(company.updated_at),
                      name: company.updated_by,
                    })
                  : formatDate(company.updated_at),
              ],
            ]}
          />
        </Col>
      </Row>
      <CompanyDrivers company={company} />
      <div className="mt-3">
        <RecordHistory section="companies" recordId={company.company_id} />
      </div>
    </>
  );
}

/** /app/company/view/12: company 12 and the drivers who work for it. */
export default function CompanyViewRoute() {
  const { id } = useEditedId();
  // The API has no detail call for a company: it is found in the whole list, as the form does.
  const companies = useCompanies();
  const mayChange = useMayChange('companies');
  const company = companies.data?.body.find((row) => row.company_id === id);
  const t = useT();

  return (
    <ContentLayout
      title={company?.company_name ?? t('views.company.title')}
      description={t('views.company.description')}
      actions={
        <>
          <BackToCompanies />
          {company && mayChange && (
            <Link to={paths.companies.edit(company.company_id)} className="btn btn-primary">
              {t('views.company.edit')}
            </Link>
          )}
        </>
      }
    >
      <LoadedRecord
        what={t('views.company.what')}
        listPath={paths.companies.list}
        query={companies}
        record={company}
      >
        {(loaded) => <CompanyView company={loaded} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
