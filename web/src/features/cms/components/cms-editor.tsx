import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { Markdown } from '@/components/ui/markdown';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { VersionedForm } from '@/components/ui/versioned-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CMS_FAILURE, CMS_PATHS, editCmsPage } from '../api/cms';
import { CMS_LABELS, cmsRequest, cmsSchema, cmsValues, MAX_CONTENT } from './cms-schema';

export const MARKDOWN_HELP =
  'Markdown: # Heading, **bold**, *italic*, - list, 1. list, [text](https://…), `code`, | tables |. HTML tags are shown as text, never run.';

/** Edits one page: Markdown on the left, the page as drivers will read it on the right. */
export function CmsEditor({ page }: { page: StaleRecordOf<'/cms_edit'> }) {
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <VersionedForm
      record={page}
      initialValues={cmsValues(page)}
      toValues={cmsValues}
      validationSchema={cmsSchema}
      labels={CMS_LABELS}
      name={`Edit ${page.title}`}
      save={(values, version) => {
        setNotice(null);
        return editCmsPage(cmsRequest(page.id, values, version));
      }}
      success={(values) => ({ title: 'Page saved', message: `${values.title.trim()} was saved.` })}
      failure={CMS_FAILURE}
      revalidate={CMS_PATHS}
      onSaved={(answer, values, { resetForm }) => {
        // The server may have stripped unsafe markup: show what it kept, and say why.
        resetForm({ values: cmsValues(answer.body) });
        if (answer.body.content !== values.content) setNotice(answer.message);
      }}
    >
      {({ isSubmitting, values, dirty, field }) => (
        <>
          {notice && (
            <Alert variant="warning" onClose={() => setNotice(null)} dismissible>
              {notice}
            </Alert>
          )}
          <p className="text-secondary small">
            Last updated {formatDateTime(page.updated_at)}
            {page.updated_by ? ` by ${page.updated_by}` : ''}.
          </p>
          <div className="row g-3">
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Body>
                  <TextField {...field('title')} />
                  <TextAreaField
                    {...field('content')}
                    rows={18}
                    code
                    hint={
                      <>
                        {formatNumber(values.content.length)} / {formatNumber(MAX_CONTENT)}{' '}
                        characters. {MARKDOWN_HELP}
                      </>
                    }
                  />
                  <div className="d-flex gap-2">
                    <SubmitButton busy={isSubmitting}>Save page</SubmitButton>
                    <Link to={paths.cms.list} className="btn btn-outline-secondary">
                      {dirty ? 'Cancel' : 'Back to pages'}
                    </Link>
                  </div>
                </Card.Body>
              </Card>
            </div>
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Header as="h2" className="h6 mb-0">
                  Preview
                </Card.Header>
                <Card.Body as="section" aria-label="Preview" className="overflow-auto">
                  <p className="small text-uppercase text-secondary fw-semibold">
                    {values.title || 'Untitled'}
                  </p>
                  <Markdown source={values.content} headingOffset={2} />
                </Card.Body>
              </Card>
            </div>
          </div>
        </>
      )}
    </VersionedForm>
  );
}
