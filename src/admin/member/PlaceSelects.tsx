import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { getCities, getCountries, getDistricts, getProvinces } from '../common/locationCalls';
import { memberTexts } from '../texts';

type Level = 'country' | 'province' | 'city' | 'district';
interface Place {
  id: string;
  name_th: string;
}

const LEVELS: Array<{ source: Level; label: string; load: (parentId: string) => Promise<Place[]> }> = [
  { source: 'country', label: memberTexts.country, load: () => getCountries() },
  { source: 'province', label: memberTexts.province, load: getProvinces },
  { source: 'city', label: memberTexts.city, load: getCities },
  { source: 'district', label: memberTexts.district, load: getDistricts },
];

/** One select of the cascade: its options are the places of the one chosen above it, shown as id and Thai name. */
function PlaceSelect({ index }: { index: number }) {
  const { source, label, load } = LEVELS[index];
  const parent = LEVELS[index - 1]?.source;
  const parentId = String(useWatch({ name: parent ?? source, disabled: !parent }) ?? '');
  const { setValue } = useFormContext();
  const enabled = !parent || Boolean(parentId);
  const { data, isPending } = useQuery({ queryKey: ['locations', source, parent ? parentId : ''], queryFn: () => load(parentId), enabled, staleTime: Infinity });
  const choices = (data ?? []).map((p) => ({ id: p.id, name: `${p.id} ${p.name_th}` }));
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      emptyText="—"
      disabled={!enabled}
      isPending={enabled && isPending}
      // A new choice empties the selects below it: their options belonged to the old one.
      onChange={() => LEVELS.slice(index + 1).forEach((l) => setValue(l.source, '', { shouldDirty: true }))}
    />
  );
}

/** spec.md's cascading selects: country → province → city → district. */
export function PlaceSelects() {
  return (
    <>
      {LEVELS.map((l, i) => (
        <PlaceSelect key={l.source} index={i} />
      ))}
    </>
  );
}
