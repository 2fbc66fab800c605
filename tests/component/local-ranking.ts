/**
 * Tests that rank a fixture catalog on the page's thread and read the list right after rendering
 * import this first: it loads that ranking code ahead, as the app has it when it ranks without a
 * worker (the app loads it on demand, `use-ranking.ts`). Not in the shared setup: test files
 * that mock engine modules need them unloaded.
 */
import '../../src/state/rank-here';
