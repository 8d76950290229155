import { parseWorkbook } from './sheet';

/**
 * The merchant preview's parser off the page's thread: receives the chosen File, answers
 * `{ preview }` or `{ error }`. SheetJS and the whole workbook live only here, so a 50,000-row
 * file never blocks a click.
 */
self.onmessage = async (event: MessageEvent<File>) => {
  try {
    const preview = parseWorkbook(new Uint8Array(await event.data.arrayBuffer()));
    self.postMessage({ preview });
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
