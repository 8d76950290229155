import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (1 s by default): the suite runs beside the API tests on two cores,
// where a screen that types into debounced searches can take longer than a second to settle.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
