import { PageHeader, SkeletonText, useChurch } from 'shared-ui';
import page from '../../../lib/page.module.css';
import { QuerySection } from '../../../lib/query-section';
import { Section } from '../../../lib/section';
import { usePageText } from '../../../lib/use-page-text';
import { useChurchTown } from '../../church';
import { useWelcomeSection } from '../../home';
import { LeaderCard, useLeaders } from '../../leaders';
import { MilestoneTimeline, useMilestones } from '../../milestones';

export function AboutPage() {
  const church = useChurch();
  const town = useChurchTown();
  const welcome = useWelcomeSection();
  const leaders = useLeaders();
  const milestones = useMilestones();
  const { title } = usePageText('/about');
  return (
    <>
      <PageHeader
        title={title}
        description={`${church.branchName} is a congregation of the ${church.fullTitle} in ${town}.`}
      />
      <Section id="story" title="Our story" className="">
        {welcome.data ? (
          <p className={page.prose}>{welcome.data.content}</p>
        ) : (
          // The story's room while it comes (a few sentences: ~5 lines on a computer, ~9 on a phone), so the
          // leaders below do not jump down by its height when it arrives.
          welcome.isPending && <SkeletonText lines={7} />
        )}
      </Section>
      <QuerySection
        id="leaders"
        title="Our leaders"
        query={leaders}
        count={4}
        errorTitle="We couldn’t load our leaders."
        empty="Our leadership team will be introduced here soon."
        card={(l) => <LeaderCard leader={l} />}
      />
      <QuerySection
        id="milestones"
        title="Milestones"
        query={milestones}
        count={3}
        errorTitle="We couldn’t load our milestones."
        empty="Our timeline is being written: check back soon."
      >
        {(list) => <MilestoneTimeline milestones={list} />}
      </QuerySection>
    </>
  );
}
