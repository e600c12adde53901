import { memo, useState } from 'react';
import { Button, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { SiteDialog } from './site-dialog';

export const HELP_CLOSING_LINE = "Need help? Contact us—we'll work with you to find a solution.";

/** SPEC 2.4's two questions and their answers. */
export const HELP_QUESTIONS: readonly { question: string; answer: readonly string[] }[] = [
  {
    question: 'What if I want to cancel?',
    answer: [
      'You can cancel from your booking page. Refunds and fees follow the fare rules or rate conditions shown before you booked.',
      'With slice payment there is no cancellation fee: cancel and everything you have paid comes back except the hold price fee, which is non-refundable; cancel within the 24-hour grace period and it comes back too.',
    ],
  },
  {
    question: 'What Happens If I Miss a Payment?',
    answer: [
      'There are no late fees. We remind you before and after each payment date.',
      'If 2 or more payments are missed without contacting us, the booking may be cancelled with at least 24 hours’ notice, and slice pay will then be unavailable for later bookings.',
    ],
  },
];

/** The question help panel: each question opens a dialog with a Close button. */
export const QuestionHelpPanel = memo(function QuestionHelpPanel() {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : HELP_QUESTIONS[open];
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Questions">
      <Stack gap="xs">
        {HELP_QUESTIONS.map((q, i) => (
          <UnstyledButton
            key={q.question}
            onClick={() => setOpen(i)}
            c="blue.8"
            fw={600}
            aria-haspopup="dialog"
          >
            {q.question}
          </UnstyledButton>
        ))}
      </Stack>
      <SiteDialog
        opened={current !== null}
        onClose={() => setOpen(null)}
        title={current?.question ?? ''}
      >
        {current && (
          <Stack gap="sm">
            {current.answer.map((a) => (
              <Text key={a} size="sm">
                {a}
              </Text>
            ))}
            <Text size="sm" fw={600}>
              {HELP_CLOSING_LINE}
            </Text>
            <Button
              onClick={() => setOpen(null)}
              variant="default"
              style={{ alignSelf: 'flex-end' }}
            >
              Close
            </Button>
          </Stack>
        )}
      </SiteDialog>
    </Paper>
  );
});
