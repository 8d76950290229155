/**
 * A screen whose texts are not the first page's (issue 19): a visit that starts in Thai loads the
 * screen's group of Thai texts with it, and the screen waits (Suspense) instead of showing English.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import BlogDetailPage from '../store/blog/BlogDetailPage';
import { pageTexts } from '../store/pageTexts';
import { clearResults } from '../store/useApi';
import { coreTexts } from './core';
import { resetLocaleForTests, setCoreTexts, setLocale } from './locale';
import { pageTextsTh } from './th/store';

const english = pageTexts.created;
const post = { _id: 'b1', title: 'Linen care', subTitle: '', body: '<p>Cool water.</p>', url: '', createAt: '2026-11-25T07:30:00.000Z', modifyAt: '2026-11-25T07:30:00.000Z', blogType: [], blogTag: [] };

beforeEach(() => {
  clearResults();
  setCoreTexts(coreTexts);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'OK', result: post }), { headers: { 'Content-Type': 'application/json' } })));
});
afterEach(async () => {
  await resetLocaleForTests();
  vi.unstubAllGlobals();
});

it('shows a page of another group than the first page’s in Thai when the visit starts in Thai', async () => {
  await setLocale('th');
  // Only the first page's Thai has come so far: the blog's texts are still English.
  expect(pageTexts.created).toBe(english);
  // The page suspends while its group's chunk comes: act waits for that.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/blogdetail/b1']}>
        <Suspense fallback="loading">
          <Routes>
            <Route path="/blogdetail/:blogId" element={<BlogDetailPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
  expect(await screen.findByText(new RegExp(`^${pageTextsTh.created}`))).toBeInTheDocument();
  expect(screen.queryByText(new RegExp(`^${english}`))).not.toBeInTheDocument();
});
