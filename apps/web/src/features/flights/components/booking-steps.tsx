import { memo } from 'react';
import { Stepper } from '@mantine/core';
import { useMedia } from '../../../shared/ui/use-media';

export const BOOKING_STEPS = ['Select Flight', 'Flight', 'Passengers', 'Pay'] as const;

/** A booking step is valid only from 1 to 4 (SPEC 4); anything else shows the first. */
export const validStep = (step: number) =>
  Number.isInteger(step) && step >= 1 && step <= 4 ? step : 1;

/** The four-step indicator (SPEC 2.7): labels hidden below 768 px; completed steps show a tick. */
export const BookingSteps = memo(function BookingSteps({ step }: { step: number }) {
  const narrow = useMedia('(max-width: 767.98px)');
  const active = validStep(step) - 1;
  return (
    <Stepper active={active} size="sm" aria-label="Booking steps" allowNextStepsSelect={false}>
      {BOOKING_STEPS.map((label, i) => (
        <Stepper.Step
          key={label}
          label={narrow ? undefined : label}
          // Wide, the step is named by what it shows (its number and name, WCAG 2.5.3); narrow,
          // where only the number shows, the name is given in words.
          aria-label={narrow ? `Step ${i + 1}: ${label}` : undefined}
          aria-current={i === active ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
});
