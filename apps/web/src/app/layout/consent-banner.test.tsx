import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { agreeToBanner, ConsentBanner } from './consent-banner';
import indexHtml from '../../../index.html?raw';

describe('consent banner', () => {
  test('says continuing means agreeing to the Privacy Policy, cookies and Terms and Conditions', () => {
    renderWithApp(<ConsentBanner />);
    const banner = screen.getByRole('region', { name: 'Cookies and terms' });
    expect(banner).toHaveTextContent(/Privacy Policy/);
    expect(banner).toHaveTextContent(/cookies/);
    expect(banner).toHaveTextContent(/Terms and Conditions/);
  });

  test('Agree hides it and remembers the choice for this browser session', async () => {
    const { unmount } = renderWithApp(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('region', { name: 'Cookies and terms' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('bannerAgreed')).toBe('1');
    expect(localStorage.getItem('bannerAgreed')).toBeNull();
    unmount();
    renderWithApp(<ConsentBanner />);
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  });

  test('the banner painted with the shell (index.html) says the same words, before any script', () => {
    renderWithApp(<ConsentBanner />);
    const app = screen.getByRole('region', { name: 'Cookies and terms' });
    const painted = new DOMParser()
      .parseFromString(indexHtml, 'text/html')
      .querySelector('section.shell-banner');
    const words = (el: Element | null) =>
      el?.textContent?.replace(/\s+/g, ' ').replace('Agree', '').trim();
    expect(painted?.getAttribute('aria-label')).toBe('Cookies and terms');
    expect(words(painted)).toBe(words(app));
  });

  test("an Agree pressed elsewhere (the start shell's painted banner) hides the app's banner too", () => {
    renderWithApp(<ConsentBanner />);
    expect(screen.getByRole('region', { name: 'Cookies and terms' })).toBeInTheDocument();
    act(() => agreeToBanner());
    expect(screen.queryByRole('region', { name: 'Cookies and terms' })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-agreed');
    document.documentElement.removeAttribute('data-agreed');
  });
});
