// Part 4 of the hostile-input walk over every call (test/security/bad-input-kit.ts says what it sends and expects).
import { describeBadInput } from './bad-input-kit.ts';

describeBadInput(4);
