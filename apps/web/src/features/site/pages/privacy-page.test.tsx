import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { PrivacyPage } from './privacy-page';

const days = {
  mailBodies: 7,
  signInCodes: 1,
  loginAttempts: 30,
  sessions: 0,
  unconfirmedAlerts: 7,
  alertLinks: 365,
  orphanedUploads: 2,
  closedCasePictures: 90,
};

describe('the privacy page', () => {
  test("lists each period as the server's settings give it", async () => {
    const fetchMock = mockApi((url) =>
      url.includes('/v2/static/retention')
        ? ok({ days })
        : { status: 404, body: { code: 404, msg: 'Not found', data: null } },
    );
    renderWithApp(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    const periods = screen.getByRole('region', { name: 'How long we keep it' });
    const items = await within(periods).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'The text of the e-mails we send you: 7 days after it was sent; we keep only the address, subject and date.',
      'Sign-up and password reset codes: 1 day after they expire.',
      'Records of sign-in attempts: 30 days after the attempt.',
      'Signed-in sessions: deleted at the next daily clean-up.',
      'Price alerts you never confirmed: 7 days after they were made.',
      'The links in price-alert e-mails: 365 days after the e-mail was sent.',
      'Pictures uploaded but never sent with a request: 2 days after the upload.',
      'Pictures sent with a problem report or refund: 90 days after the case is closed.',
    ]);
    expect(fetchMock).toHaveBeenCalled();
  });

  test('says so when the periods cannot be loaded', async () => {
    mockApi(() => ({ status: 500, body: { code: 500, msg: 'Down', data: null } }));
    renderWithApp(<PrivacyPage />);
    expect(await screen.findByText('The periods could not be loaded')).toBeInTheDocument();
  });
});
