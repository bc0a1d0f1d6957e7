import { Card, CardBody, CardMedia, CardTitle, PageHeader, ResponsiveImage } from 'shared-ui';
import { CARD_IMAGE_SIZES } from '../../../lib/hero-image';
import page from '../../../lib/page.module.css';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMinistries } from '../api/get-ministries';

export function MinistriesPage() {
  const ministries = useMinistries();
  useDocumentMeta(
    'Ministries',
    'Children, youth, women, men, music and missions: find where you belong and when each ministry meets.',
  );
  return (
    <>
      <PageHeader title="Ministries" description="There is a place for everyone to belong, grow and serve." />
      <QueryView
        query={ministries}
        skeleton={<ListSkeleton count={6} />}
        errorTitle="We couldn’t load the ministries."
        empty="Our ministries will be listed here soon."
      >
        {(list) => (
          <ul className={page.grid}>
            {list.map((m) => (
              <li key={m.id} id={`ministry-${m.id}`}>
                <Card as="article" className={page.fill}>
                  {m.image_url && (
                    <CardMedia>
                      <ResponsiveImage
                        src={m.image_url}
                        meta={m.image_meta}
                        alt=""
                        aspectRatio="16 / 9"
                        sizes={CARD_IMAGE_SIZES}
                      />
                    </CardMedia>
                  )}
                  <CardBody>
                    <CardTitle as="h2">{m.name}</CardTitle>
                    {m.summary && <p className={page.plain}>{m.summary}</p>}
                    <dl className={page.facts}>
                      {m.leader_name && (
                        <>
                          <dt>Leader</dt>
                          <dd>{m.leader_name}</dd>
                        </>
                      )}
                      {m.schedule && (
                        <>
                          <dt>When</dt>
                          <dd>{m.schedule}</dd>
                        </>
                      )}
                      {m.age_group && (
                        <>
                          <dt>For</dt>
                          <dd>{m.age_group}</dd>
                        </>
                      )}
                    </dl>
                    {m.description && <p className={page.plain}>{m.description}</p>}
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
