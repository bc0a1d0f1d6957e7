import { Link } from 'react-router-dom';
import { milestonesDomain, type Milestone } from 'shared-ui/data';
import styles from './milestone-timeline.module.css';

export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className={styles.timeline}>
      {milestones.map((m) => (
        <li key={m.id} className={styles.item}>
          <span className={styles.year}>{m.year}</span>
          <div className={styles.body}>
            <h3>
              <Link to={milestonesDomain.publicPaths.of(m)}>{m.title}</Link>
            </h3>
            {m.description && <p>{m.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
