import { SelectInput, TextInput } from 'react-admin';
import { PRICE_TIERS } from '../../contract/prices';
import { messages } from '../../messages';
import { memberTexts } from '../texts';
import { MemberMatchInput } from './MemberMatches';
import { PlaceSelects } from './PlaceSelects';

const tierChoices = () => PRICE_TIERS.filter((t) => t !== 'none').map((t) => ({ id: t, name: memberTexts.tiers[t] }));

/** The New Member and edit dialogs' fields, in spec.md's order. */
export function MemberInputs({ exceptId }: { exceptId?: string }) {
  return (
    <>
      <MemberMatchInput source="email" label={memberTexts.email} type="email" exceptId={exceptId} />
      <MemberMatchInput source="mobile" label={memberTexts.mobile} type="tel" exceptId={exceptId} />
      <TextInput source="firstName" label={memberTexts.firstName} />
      <TextInput source="lastName" label={memberTexts.lastName} />
      <TextInput source="bussiness" label={messages.bussiness} />
      <TextInput source="address" label={memberTexts.address} multiline minRows={2} />
      <PlaceSelects />
      <SelectInput
        source="tier"
        label={memberTexts.tier}
        choices={tierChoices()}
        defaultValue="none"
        helperText={memberTexts.tierHelp}
        translateChoice={false}
        emptyText={memberTexts.tiers.none}
        emptyValue="none"
      />
    </>
  );
}
