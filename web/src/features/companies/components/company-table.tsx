import { Link } from 'react-router-dom';
import {
  ACTIONS_COLUMN,
  ListTable,
  withActions,
  type Column,
  type TableSorting,
} from '@/components/ui/list-table';
import { RowActions, type RowAction } from '@/components/ui/row-actions';
import { useApiMutation } from '@/lib/api-query';
import type { CompanyRow } from '@/lib/api-schema.gen';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { COMPANY_DEPENDENT_PATHS, COMPANY_FAILURE, deleteCompany } from '../api/companies';
import { useMayChange } from '@/lib/use-access';

const driversText = (count: number) =>
  count === 1 ? '1 driver belongs' : `${formatNumber(count)} drivers belong`;

const COLUMNS: Column[] = [
  { label: 'Company', sort: 'name' },
  { label: 'Drivers', end: true, sort: 'drivers' },
  { label: 'Last changed', from: 'md' },
  ACTIONS_COLUMN,
];

export function CompanyTable({
  companies,
  sorting,
}: {
  companies: CompanyRow[];
  sorting?: TableSorting;
}) {
  const mayChange = useMayChange('companies');
  const { run } = useApiMutation();

  const remove = (company: CompanyRow): RowAction => ({
    label: 'Delete',
    variant: 'outline-danger',
    confirm: {
      title: 'Delete company?',
      body: (
        <>
          <p>
            Delete <strong>{company.company_name}</strong>?
          </p>
          <p className="mb-0 text-secondary">
            {company.driver_count > 0
              ? `${driversText(company.driver_count)} to this company. They stay registered and will be shown without a company.`
              : 'No drivers belong to this company.'}
          </p>
        </>
      ),
      confirmLabel: 'Delete company',
      variant: 'danger',
      closeOnFailure: true,
    },
    onSelect: () =>
      run(() => deleteCompany({ company_id: company.company_id }), {
        success: {
          title: 'Company deleted',
          message:
            company.driver_count > 0
              ? `${company.company_name} was deleted; its drivers now have no company.`
              : `${company.company_name} was deleted.`,
        },
        failure: COMPANY_FAILURE,
        revalidate: COMPANY_DEPENDENT_PATHS,
      }),
  });

  return (
    <ListTable
      caption="Transport companies"
      columns={withActions(COLUMNS, mayChange)}
      sorting={sorting}
    >
      {companies.map((company) => (
        <tr key={company.company_id}>
          <td>
            <Link to={paths.companies.view(company.company_id)} className="fw-semibold">
              {company.company_name}
            </Link>
          </td>
          <td className="text-end">{formatNumber(company.driver_count)}</td>
          <td className="text-nowrap d-none d-md-table-cell">{formatDate(company.updated_at)}</td>
          {mayChange && (
            <td>
              <RowActions
                name={company.company_name}
                actions={[
                  { label: 'Edit', to: paths.companies.edit(company.company_id) },
                  remove(company),
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
