import { Typography } from '@mui/material';
import { messages } from '../../messages';
import { CategoryGrid } from '../category/CategoryGrid';

export default function HomePage() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {messages.products}
      </Typography>
      <CategoryGrid />
    </>
  );
}
