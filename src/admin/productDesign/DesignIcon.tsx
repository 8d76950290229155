import BlurOnIcon from '@mui/icons-material/BlurOn';
import BrushIcon from '@mui/icons-material/Brush';
import GrainIcon from '@mui/icons-material/Grain';
import GridOnIcon from '@mui/icons-material/GridOn';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import PatternIcon from '@mui/icons-material/Pattern';
import StarIcon from '@mui/icons-material/Star';
import TextureIcon from '@mui/icons-material/Texture';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import WavesIcon from '@mui/icons-material/Waves';
import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import type { DesignIconName } from '../../contract/productDesign';

/**
 * The Material icons a design can name and the table draws. A fixed set, imported one by one, so the
 * admin chunk does not carry the whole icon library; other names are shown as text only.
 */
export const DESIGN_ICONS: Record<DesignIconName, ComponentType<{ fontSize?: 'small'; 'aria-hidden'?: boolean }>> = {
  BlurOn: BlurOnIcon,
  Brush: BrushIcon,
  Grain: GrainIcon,
  GridOn: GridOnIcon,
  LocalFlorist: LocalFloristIcon,
  Pattern: PatternIcon,
  Star: StarIcon,
  Texture: TextureIcon,
  ViewModule: ViewModuleIcon,
  Waves: WavesIcon,
};

/** A design's icon name, with the icon itself when it is one of the known ones. */
export function DesignIcon({ name }: { name: string }) {
  if (!name) return null;
  const Icon = DESIGN_ICONS[name as DesignIconName] as (typeof DESIGN_ICONS)[DesignIconName] | undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {Icon && <Icon fontSize="small" aria-hidden data-testid={`design-icon-${name}`} />}
      {name}
    </Box>
  );
}
