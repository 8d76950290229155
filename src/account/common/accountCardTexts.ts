/** The account card's own texts (issue 19: its Thai is in src/i18n/th/account.ts, loaded with the account pages). */
export const accountCardTexts = {
  /** The wizard's stepper, read out as one: "Step 2 of 3: Verify email". */
  stepOf: (step: number, of: number, name: string) => `Step ${step} of ${of}: ${name}`,
};
