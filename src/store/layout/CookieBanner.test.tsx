import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTexts } from '../texts';
import { COOKIE_CONSENT_KEY, CookieBanner } from './CookieBanner';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

beforeEach(() => localStorage.clear());

const region = () => screen.queryByRole('region', { name: storeTexts.cookieRegion });

describe('cookie banner', () => {
  it('is shown until a choice is stored; Accept stores "true" and hides it', async () => {
    render(<CookieBanner />);
    expect(region()).toHaveTextContent(storeTexts.cookieText);
    await user.click(screen.getByRole('button', { name: storeTexts.accept }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(region()).toBeNull();
  });

  it('Decline stores "false" and hides it', async () => {
    render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: storeTexts.decline }));
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    expect(region()).toBeNull();
  });

  it('stays hidden once either choice is stored, and shows again for anything else', () => {
    for (const [stored, visible] of [['true', false], ['false', false], ['maybe', true]] as const) {
      localStorage.setItem(COOKIE_CONSENT_KEY, stored);
      const { unmount } = render(<CookieBanner />);
      expect(region() !== null, stored).toBe(visible);
      unmount();
    }
  });
});
