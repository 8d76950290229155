import { Card, CardActionArea, CardContent, CardMedia, Grid, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { imageSrcSet, imageUrl } from '../../api/images';
import { messages } from '../../messages';
import { listStatus } from '../useApi';
import { useCategories } from './useCategories';

/** Category cards, 1 / 3 / 4 per row on small / medium / large screens, each to its product list. */
export function CategoryGrid({ linkType = 'category' }: { linkType?: string }) {
  const { data, error } = useCategories();
  const status = listStatus(data, error);
  const size = { xs: 12, sm: 4, md: 3 };
  if (status === 'NO_DATA') return <Typography sx={{ py: 4, textAlign: 'center' }}>{messages.noData}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {status === 'LOADING'
        ? Array.from({ length: 6 }, (_, i) => (
            <Grid key={i} size={size} component="li">
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
              <Skeleton width="60%" sx={{ mt: 1 }} />
            </Grid>
          ))
        : data!.map((c, i) => (
            <Grid key={c._id} size={size} component="li">
              <Card>
                <CardActionArea component={RouterLink} to={`/product/${linkType}/${encodeURIComponent(c.categoryId)}`}>
                  <CardMedia
                    component="img"
                    src={imageUrl(c.url)}
                    srcSet={imageSrcSet(c.url)}
                    sizes="(min-width: 900px) 25vw, (min-width: 600px) 33vw, 100vw"
                    width={400}
                    height={400}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    alt={c.name}
                    sx={{ aspectRatio: '1 / 1', objectFit: 'cover', height: 'auto' }}
                  />
                  <CardContent>
                    <Typography component="h3" variant="h6">
                      {c.name}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
    </Grid>
  );
}
