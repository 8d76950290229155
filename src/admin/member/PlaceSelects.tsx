import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { District } from '../../contract/location';
import { getCities, getCountries, getDistricts, getProvinces } from '../common/locationCalls';
import { PostcodeField, postcodeOf, postcodeProblem } from '../common/PostcodeField';
import { addressTexts, memberTexts } from '../texts';

type Level = 'country' | 'province' | 'city' | 'district';
interface Place {
  id: string;
  name_th: string;
  name_en: string;
}

const LEVELS: Array<{ source: Level; label: string; load: (parentId: string) => Promise<Place[]> }> = [
  { source: 'country', label: memberTexts.country, load: () => getCountries() },
  { source: 'province', label: memberTexts.province, load: getProvinces },
  { source: 'city', label: memberTexts.city, load: getCities },
  { source: 'district', label: memberTexts.district, load: getDistricts },
];

/** The react-query key of a level's places under a parent: the postcode reads the subdistricts' from it too. */
const placesKey = (source: Level, parentId: string) => ['locations', source, parentId];

/** What typing compares: lower case, without spaces, hyphens or dots ("Si Lom", "si-lom" and "silom" alike); Thai vowel and tone marks kept. */
export const searchKey = (text: string) => text.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** A place matches what is typed when its id, Thai name or English name holds it, so compared. */
export const placeMatches = (typed: string, p: Place) => {
  const k = searchKey(typed);
  return !k || [p.id, p.name_th, p.name_en].some((v) => searchKey(v).includes(k));
};

/** "100402 สีลม · Si Lom": the spec's id and Thai name, then the English name. */
export const placeText = (p?: Place) => (p ? [`${p.id} ${p.name_th}`, p.name_en].filter(Boolean).join(' · ') : '');

/**
 * One select of the cascade, searchable by typing a Thai or English name (or the id): its options are
 * the places of the one chosen above it. Choosing one empties the selects below it and the postcode;
 * choosing a subdistrict fills the postcode when it has one only.
 */
function PlaceSelect({ index }: { index: number }) {
  const { source, label, load } = LEVELS[index];
  const parent = LEVELS[index - 1]?.source;
  const parentId = String(useWatch({ name: parent ?? source, disabled: !parent }) ?? '');
  const { setValue } = useFormContext();
  const enabled = !parent || Boolean(parentId);
  const { data, isPending } = useQuery({ queryKey: placesKey(source, parent ? parentId : ''), queryFn: () => load(parentId), enabled, staleTime: Infinity });
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data ?? []}
      optionText={placeText}
      matchSuggestion={placeMatches}
      translateChoice={false}
      noOptionsText={addressTexts.noPlace}
      helperText={false}
      disabled={!enabled}
      isPending={enabled && isPending}
      onChange={(_value, record) => {
        // Their options (and the postcode) belonged to the old choice.
        LEVELS.slice(index + 1).forEach((l) => setValue(l.source, '', { shouldDirty: true }));
        const codes = source === 'district' ? ((record as District | undefined)?.postCodes ?? []) : [];
        setValue('postCode', postcodeOf(codes), { shouldDirty: true });
      }}
    />
  );
}

/** The member's postcode: offers the chosen subdistrict's postcodes (read from the subdistrict select's list), any 5 digits accepted. */
function MemberPostcode() {
  const cityId = String(useWatch({ name: 'city' }) ?? '');
  const districtId = String(useWatch({ name: 'district' }) ?? '');
  const { data } = useQuery({ queryKey: placesKey('district', cityId), queryFn: () => getDistricts(cityId), enabled: Boolean(cityId), staleTime: Infinity });
  const codes = data?.find((d) => d.id === districtId)?.postCodes ?? [];
  const { field, fieldState, formState } = useInput({ source: 'postCode', validate: postcodeProblem });
  // (The form's error holds react-admin's encoding of the text; the text itself is postcodeProblem's.)
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? postcodeProblem(field.value) : undefined;
  return (
    <PostcodeField
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      options={codes}
      name={field.name}
      inputRef={field.ref}
      error={shown}
    />
  );
}

/** spec.md's cascading selects: country → province → district → subdistrict, then the postcode. */
export function PlaceSelects() {
  return (
    <>
      {LEVELS.map((l, i) => (
        <PlaceSelect key={l.source} index={i} />
      ))}
      <MemberPostcode />
    </>
  );
}
