import { cheapPasswordHashing } from './app.js';

// The api tests' servers hash passwords at the lowest sensible cost (tests/helpers/app.ts).
cheapPasswordHashing();
