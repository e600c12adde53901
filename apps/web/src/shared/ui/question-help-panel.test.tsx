import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { QuestionHelpPanel } from './question-help-panel';
import { TermsOfUseModal } from './terms-of-use-modal';

describe('question help panel', () => {
  test.each(['What if I want to cancel?', 'What Happens If I Miss a Payment?'])(
    "'%s' opens a dialog ending with the help line, closed by Close",
    async (question) => {
      const user = userEvent.setup();
      renderWithApp(<QuestionHelpPanel />);
      await user.click(screen.getByRole('button', { name: question }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(question);
      expect(dialog).toHaveTextContent(
        "Need help? Contact us—we'll work with you to find a solution.",
      );
      const closes = screen.getAllByRole('button', { name: 'Close' });
      await user.click(closes.at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );
});

describe('Terms of Use', () => {
  test('shows the date and every SPEC 2.4 section', async () => {
    renderWithApp(<TermsOfUseModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Last updated: May 30, 2025');
    for (const text of [
      'at least 18 years old',
      'Prices are dynamic',
      'authorise us to charge your card',
      '3D Secure',
      'Failed payments automatically cancel the booking',
      'Cancellation and Modification',
      'Prohibited Activities',
      'Cross-Border Transfer',
      'only as an intermediary',
      'Intellectual Property',
      'Amendments',
    ])
      expect(dialog).toHaveTextContent(text);
  });
});
