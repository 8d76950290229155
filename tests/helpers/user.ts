import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * The UI tests' user: `userEvent.setup()` (one per test, as user-event asks), plus `fill(field, text)`,
 * which puts a whole text in a field at once (a click, then a paste: one input event) instead of typing
 * it key by key (an event and a render per character). Type with `user.type` where the keys themselves
 * are what a test is about.
 */
export function setupUser(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
  return Object.assign(user, {
    fill: async (field: Element, text: string) => {
      await user.click(field);
      await user.paste(text);
    },
  });
}

export type User = ReturnType<typeof setupUser>;
