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
import { around, ELEMENT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { COMPANY_DEPENDENT_PATHS, deleteCompany } from '../api/companies';
import { t, useT } from '../messages.gen';
import { useMayChange } from '@/lib/use-access';

const columns = (): Column[] => [
  { label: t('companies.table.company'), sort: 'name' },
  { label: t('companies.table.drivers'), end: true, sort: 'drivers' },
  { label: t('companies.table.lastChanged'), from: 'md' },
  ACTIONS_COLUMN,
];

/** "Delete <name>?", the name in bold wherever the language puts it. */
function DeleteQuestion({ name }: { name: string }) {
  const t = useT();
  const [before, after] = around(t('companies.delete.question', { name: ELEMENT }));
  return (
    <p>
      {before}
      <strong>{name}</strong>
      {after}
    </p>
  );
}

export function CompanyTable({
  companies,
  sorting,
}: {
  companies: CompanyRow[];
  sorting?: TableSorting;
}) {
  const t = useT();
  const mayChange = useMayChange('companies');
  const { run } = useApiMutation();

  const remove = (company: CompanyRow): RowAction => ({
    label: t('companies.delete.action'),
    variant: 'outline-danger',
    confirm: {
      title: t('companies.delete.title'),
      body: (
        <>
          <DeleteQuestion name={company.company_name} />
          <p className="mb-0 text-secondary">
            {company.driver_count > 0
              ? t('companies.delete.drivers', { count: company.driver_count })
              : t('companies.delete.noDrivers')}
          </p>
        </>
      ),
      confirmLabel: t('companies.delete.confirm'),
      variant: 'danger',
      closeOnFailure: true,
    },
    onSelect: () =>
      run(() => deleteCompany({ company_id: company.company_id }), {
        success: {
          title: t('companies.delete.done'),
          message: t(
            company.driver_count > 0
              ? 'companies.delete.doneWithDrivers'
              : 'companies.delete.doneMessage',
            { name: company.company_name },
          ),
        },
        failure: t('companies.failure'),
        revalidate: COMPANY_DEPENDENT_PATHS,
      }),
  });

  return (
    <ListTable
      caption={t('companies.table.caption')}
      columns={withActions(columns(), mayChange)}
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
                  {
                    label: t('companies.table.edit'),
                    to: paths.companies.edit(company.company_id),
                  },
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
