import { IconCalendarDollar, IconHeadset, IconShieldCheck } from '@tabler/icons-react';
import plain from '../../../shared/ui/plain.module.css';
import classes from './home-sections.module.css';

const REASONS = [
  {
    icon: IconCalendarDollar,
    title: 'Pay in slices',
    text: 'Hold your fare with a deposit and pay the rest in weekly instalments before you fly. No late fees.',
  },
  {
    icon: IconShieldCheck,
    title: 'Fare rules in plain words',
    text: 'See baggage, change and refund rules for Standard, Flex and Flex-Plus fares before you choose.',
  },
  {
    icon: IconHeadset,
    title: 'People who answer',
    text: 'Our support team helps with changes, refunds and name corrections by phone or e-mail.',
  },
];

/** Home's three reasons to book here; drawn without Mantine (decision 034). */
export function WhyFarewise() {
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className={`${plain.title} ${classes.sectionTitle}`} data-order="2">
        Why travellers book with Farewise
      </h2>
      <div className={classes.grid} data-cols="3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <div key={title} className={classes.reason}>
            <span className={plain.themeIcon} aria-hidden>
              <Icon size={24} />
            </span>
            <h3 className={plain.title} data-size="h4">
              {title}
            </h3>
            <p className={`${plain.text} ${plain.dimmed}`}>{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
