import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { StoreImage } from '../StoreImage';
import { storeTexts } from '../texts';

/** spec.md §9: the slider moves on every 5000 ms and follows a swipe of 40 px or more. */
export const SLIDE_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;
const FADE_MS = 700;
/** The `sizes` of the slide pictures (also used to preload the first one). */
export const slideSizes = '(min-width: 1200px) 1152px, 100vw';

export interface Slide {
  id: string;
  image: string;
  caption: string;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  bgcolor: 'rgba(255,255,255,0.85)',
  color: '#222',
  boxShadow: 2,
  '&:hover': { bgcolor: '#fff' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;

/**
 * The home page's slide show (the WAI-ARIA carousel pattern): slides fade every `interval` ms; previous
 * and next buttons, one indicator per slide and a pause/play button; it holds still while the pointer
 * is over it or focus is inside it, and a horizontal swipe of SWIPE_THRESHOLD_PX or more changes slide.
 * Pictures load as their slide comes up (the first at once, the next one ahead of time).
 */
export function Carousel({ slides, interval = SLIDE_INTERVAL_MS }: { slides: Slide[]; interval?: number }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [loaded, setLoaded] = useState(() => new Set([0, 1]));
  const touchX = useRef<number | null>(null);
  const playing = !stopped && !hovered && !focused && count > 1;

  const go = (to: number) => {
    const next = ((to % count) + count) % count;
    setIndex(next);
    setLoaded((s) => (s.has(next) && s.has((next + 1) % count) ? s : new Set([...s, next, (next + 1) % count])));
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => go(index + 1), interval);
    return () => clearTimeout(timer);
    // `go` only reads `count`, which the effect already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, index, interval, count]);

  if (!count) return null;

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <Box
      component="section"
      aria-roledescription={storeTexts.carousel}
      aria-label={storeTexts.slider}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
      }}
      sx={{ mb: 4 }}
    >
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.300', aspectRatio: { xs: '16 / 9', sm: '8 / 3' }, touchAction: 'pan-y' }}
      >
        <Box aria-live={playing ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
          {slides.map((s, i) => {
            const active = i === index;
            return (
              <Box
                key={s.id}
                role="group"
                aria-roledescription={storeTexts.slide}
                aria-label={storeTexts.slideOf(i + 1, count)}
                aria-hidden={!active}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  opacity: active ? 1 : 0,
                  visibility: active ? 'visible' : 'hidden',
                  transition: active ? `opacity ${FADE_MS}ms ease` : `opacity ${FADE_MS}ms ease, visibility 0s linear ${FADE_MS}ms`,
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              >
                {loaded.has(i) && (
                  <StoreImage
                    path={s.image}
                    alt=""
                    width={1600}
                    height={600}
                    sizes={slideSizes}
                    priority={i === 0}
                    sx={{ height: '100%', bgcolor: 'transparent' }}
                  />
                )}
                <Typography
                  component="p"
                  sx={{
                    position: 'absolute',
                    insetInline: 0,
                    bottom: 0,
                    px: { xs: 7, sm: 9 },
                    pt: 5,
                    pb: { xs: 1.5, sm: 2.5 },
                    color: '#fff',
                    fontWeight: 700,
                    fontSize: { xs: '1rem', sm: '1.6rem' },
                    lineHeight: 1.3,
                    background: 'linear-gradient(to top, rgba(0,0,0,0.78), rgba(0,0,0,0.55) 60%, rgba(0,0,0,0))',
                    textShadow: '0 1px 2px rgba(0,0,0,0.6)',
                  }}
                >
                  {s.caption}
                </Typography>
              </Box>
            );
          })}
        </Box>
        {count > 1 && (
          <>
            <IconButton aria-label={storeTexts.previousSlide} onClick={() => go(index - 1)} sx={{ ...arrowSx, left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={storeTexts.nextSlide} onClick={() => go(index + 1)} sx={{ ...arrowSx, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}>
          <Box role="group" aria-label={storeTexts.slideChoice} sx={{ display: 'flex', gap: 0.5 }}>
            {slides.map((s, i) => (
              <Box
                key={s.id}
                component="button"
                type="button"
                aria-label={storeTexts.showSlide(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                sx={{
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    border: '2px solid #404040',
                    bgcolor: i === index ? '#404040' : 'transparent',
                  },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
                }}
              />
            ))}
          </Box>
          <IconButton size="small" aria-label={stopped ? storeTexts.playSlides : storeTexts.pauseSlides} onClick={() => setStopped((v) => !v)}>
            {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
