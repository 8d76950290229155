import { TextInput } from 'react-admin';
import { messages } from '../../messages';
import { memberTexts } from '../texts';
import { MemberMatchInput } from './MemberMatches';
import { PlaceSelects } from './PlaceSelects';

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
    </>
  );
}
