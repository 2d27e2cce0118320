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
import { CMS_PATHS, editCmsPage } from '../api/cms';
import { useT } from '../messages.gen';
import { cmsLabels, cmsRequest, cmsSchema, cmsValues, MAX_CONTENT } from './cms-schema';

/** Edits one page: Markdown on the left, the page as drivers will read it on the right. */
export function CmsEditor({ page }: { page: StaleRecordOf<'/cms_edit'> }) {
  const [notice, setNotice] = useState<string | null>(null);
  const t = useT();

  return (
    <VersionedForm
      record={page}
      initialValues={cmsValues(page)}
      toValues={cmsValues}
      validationSchema={cmsSchema()}
      labels={cmsLabels()}
      name={t('cms.editor.title', { title: page.title })}
      save={(values, version) => {
        setNotice(null);
        return editCmsPage(cmsRequest(page.id, values, version));
      }}
      success={(values) => ({
        title: t('cms.editor.saved'),
        message: t('cms.editor.savedMessage', { title: values.title.trim() }),
      })}
      failure={t('cms.failure')}
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
            {page.updated_by
              ? t('cms.editor.updatedBy', {
                  when: formatDateTime(page.updated_at),
                  name: page.updated_by,
                })
              : t('cms.editor.updated', { when: formatDateTime(page.updated_at) })}
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
                        {t('cms.editor.characters', {
                          count: formatNumber(values.content.length),
                          max: formatNumber(MAX_CONTENT),
                        })}{' '}
                        {t('cms.editor.markdownHelp')}
                      </>
                    }
                  />
                  <div className="d-flex gap-2">
                    <SubmitButton busy={isSubmitting}>{t('cms.editor.save')}</SubmitButton>
                    <Link to={paths.cms.list} className="btn btn-outline-secondary">
                      {dirty ? t('cms.editor.cancel') : t('cms.editor.back')}
                    </Link>
                  </div>
                </Card.Body>
              </Card>
            </div>
            <div className="col-12 col-lg-6">
              <Card className="shadow-sm h-100">
                <Card.Header as="h2" className="h6 mb-0">
                  {t('cms.editor.preview')}
                </Card.Header>
                <Card.Body
                  as="section"
                  aria-label={t('cms.editor.preview')}
                  className="overflow-auto"
                >
                  <p className="small text-uppercase text-secondary fw-semibold">
                    {values.title || t('cms.editor.untitled')}
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
