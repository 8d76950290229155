import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { messages } from '../messages';

/** Goes to the previous page, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    // Kept on one line beside a long heading: Thai's ย้อนกลับ broke in two on a phone.
    <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={back} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
      {messages.back}
    </Button>
  );
}
