import LogoutIcon from '@mui/icons-material/Logout';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Avatar, Box, Button, ButtonBase, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { imageSrcSet, imageUrl } from '../../api/images';
import { accountTexts, messages } from '../../messages';
import { getMember, uploadMemberImage } from './memberApi';
import { memberSession, useMemberSession } from './memberSession';
import { timeSince } from '../../i18n/format';
import { useTexts } from '../../i18n/locale';
import { useDocumentTitle } from '../../store/useDocumentTitle';

const AVATAR = 144;

/** Re-renders every `ms` so relative times stay true while the page is open. */
function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/** /member_profile: avatar (click or Enter to replace, with upload progress), name and account age. */
export default function MemberProfilePage() {
  useTexts('account');
  // The tab reads "ข้อมูลสมาชิก | Selvedge" in Thai, not the shell's default title (issue 19).
  useDocumentTitle(accountTexts.memberProfile);
  const session = useMemberSession();
  const now = useNow(30_000);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const id = session._id;
  useEffect(() => {
    if (!id) return;
    let live = true;
    getMember(id)
      .then((m) => live && memberSession.update({ url: m.url, firstName: m.firstName, lastName: m.lastName, email: m.email, mobile: m.mobile, createAt: m.createAt }))
      .catch((err) => console.warn('member profile load failed', err));
    return () => {
      live = false;
    };
  }, [id]);

  const choose = async (file: File | undefined) => {
    if (!file || !id) return;
    setError(null);
    setProgress(0);
    try {
      const url = await uploadMemberImage(id, file, setProgress);
      memberSession.update({ url });
    } catch (err) {
      console.warn('profile picture upload failed', err);
      setError(accountTexts.uploadPictureFailed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const fullName = `${session.firstName} ${session.lastName}`.trim();
  const uploading = progress !== null;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 520 }}>
        <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {accountTexts.memberProfile}
        </Typography>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ButtonBase
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-label={accountTexts.changePicture}
            focusRipple
            sx={{ borderRadius: '50%', position: 'relative', '&:hover .camera, &.Mui-focusVisible .camera': { opacity: 1 }, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 3 } }}
          >
            <Avatar
              src={session.url ? imageUrl(session.url) : undefined}
              slotProps={{ img: { srcSet: imageSrcSet(session.url), sizes: `${AVATAR}px`, alt: fullName ? accountTexts.profilePictureOf(fullName) : accountTexts.profilePicture } }}
              sx={{ width: AVATAR, height: AVATAR, fontSize: 56, bgcolor: 'grey.400' }}
            />
            <Box
              className="camera"
              aria-hidden
              sx={{ position: 'absolute', right: 4, bottom: 4, bgcolor: 'secondary.main', color: '#fff', borderRadius: '50%', p: 1, display: 'flex', opacity: 0.9, boxShadow: 2 }}
            >
              <PhotoCameraIcon fontSize="small" />
            </Box>
          </ButtonBase>
          <input
            ref={input}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {uploading && (
            <Box sx={{ width: '100%', maxWidth: 280 }}>
              <LinearProgress variant="determinate" value={progress} aria-label={accountTexts.uploadProgress} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {progress}%
              </Typography>
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Typography variant="h2" component="p">
            {fullName}
          </Typography>
          {session.createAt && (
            <Typography color="text.secondary">
              {accountTexts.memberSince} <time dateTime={session.createAt}>{timeSince(session.createAt, now)}</time>
            </Typography>
          )}
          <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <Typography>{session.email}</Typography>
            <Typography>{session.mobile}</Typography>
          </Box>
          {session.message === messages.alreadyLoggedIn && (
            <Typography variant="body2" role="status" color="success.main">
              {messages.alreadyLoggedIn}
            </Typography>
          )}
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={memberSession.logout}>
            {accountTexts.logout}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
