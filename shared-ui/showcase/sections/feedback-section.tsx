import {
  Badge,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonText,
  Spinner,
  VisuallyHidden,
} from '../../src';
import { toast } from '../../src/notifications';
import styles from '../showcase.module.css';
import { Section } from './section';

export function FeedbackSection() {
  return (
    <>
      <Section title="Buttons and badges">
        <div className={styles.row}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="accent">Give online</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Delete</Button>
          <Button disabled>Disabled</Button>
          <Button loading>Saving</Button>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button onClick={() => toast.success('Saved. Visitors see the change now.')}>Show a toast</Button>
        </div>
        <div className={styles.row}>
          <Badge>Neutral</Badge>
          <Badge tone="brand">Youth</Badge>
          <Badge tone="accent">Featured</Badge>
          <Badge tone="success">Published</Badge>
          <Badge tone="warning">Draft</Badge>
          <Badge tone="danger">Expired</Badge>
        </div>
      </Section>
      <Section title="Cards, loading, empty and error states">
        <div className={styles.grid}>
          <Card as="article" interactive>
            <CardBody>
              <Badge tone="brand">Event</Badge>
              <CardTitle>
                <a href="#harvest">Harvest thanksgiving</a>
              </CardTitle>
              <p className={styles.muted}>Sunday 9:00 · Main auditorium</p>
            </CardBody>
            <CardFooter>
              <Badge tone="success">Published</Badge>
            </CardFooter>
          </Card>
          <Card aria-busy="true">
            <CardBody>
              <VisuallyHidden>Loading event</VisuallyHidden>
              <Skeleton aspectRatio="16 / 9" />
              <SkeletonText lines={3} />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <Spinner label="Loading sermons" />
            </CardBody>
          </Card>
        </div>
        <EmptyState
          title="No notices yet"
          description="Pinned notices will show here."
          headingLevel={3}
          action={<Button variant="secondary">Add a notice</Button>}
        />
        <ErrorState
          title="Could not load events"
          description="The connection dropped."
          headingLevel={3}
          onRetry={() => toast.info('Retrying…')}
        />
      </Section>
    </>
  );
}
