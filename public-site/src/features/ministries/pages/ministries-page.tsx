import { Card, CardBody, CardMedia, CardTitle, ResponsiveImage } from 'shared-ui';
import { CARD_IMAGE_SIZES } from '../../../lib/teaser-card';
import page from '../../../lib/page.module.css';
import { Facts } from '../../../lib/facts';
import { ListPage } from '../../../lib/list-page';
import { useMinistries } from '../api/get-ministries';

export function MinistriesPage() {
  const ministries = useMinistries();
  return (
    <ListPage
      path="/ministries"
      description="There is a place for everyone to belong, grow and serve."
      query={ministries}
      count={6}
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
                  <Facts
                    facts={[
                      ['Leader', m.leader_name],
                      ['When', m.schedule],
                      ['For', m.age_group],
                    ]}
                  />
                  {m.description && <p className={page.plain}>{m.description}</p>}
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
