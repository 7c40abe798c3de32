// The page's code is in scripts/bench-store-page.ts, where typecheck reaches it.
import { exposeStoreBench } from '../../scripts/bench-store-page';

exposeStoreBench();
