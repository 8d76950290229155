import { Box } from '@mui/material';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { ImageInput } from '../common/ImageInput';
import type { DesignIconName } from '../../contract/productDesign';
import { DESIGN_ICONS } from './DesignIcon';
import { designTexts } from './texts';
import { fieldTexts } from '../texts';

/** The offered icons as choices: each drawn beside its name (the name is the radio's accessible name). */
const ICON_CHOICES = Object.keys(DESIGN_ICONS).map((id) => ({ id, name: id }));

function IconChoice({ id }: { id: DesignIconName }) {
  const Icon = DESIGN_ICONS[id];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Icon aria-hidden />
      {id}
    </Box>
  );
}

/**
 * The fields of the add and edit design dialogs: spec.md's Name, Icon Name and image. The icon is
 * picked from the icons the table can draw, each shown (a radio group: arrow keys move through it),
 * rather than typed as a name an owner cannot know.
 */
export function ProductDesignInputs() {
  return (
    <>
      <TextInput source="name" label={fieldTexts.name} autoFocus />
      <RadioButtonGroupInput
        source="icons"
        label={designTexts.iconName}
        choices={ICON_CHOICES}
        optionText={(choice: { id: DesignIconName }) => <IconChoice id={choice.id} />}
        row
        // The radio group itself named too (the legend names only its fieldset).
        options={{ 'aria-label': designTexts.iconName }}
        helperText={designTexts.iconHelp}
      />
      <ImageInput label={fieldTexts.image} />
    </>
  );
}
