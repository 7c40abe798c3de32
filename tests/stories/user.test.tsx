// Stories of the signed-in user's screens: rendered, played and axe-checked (see runStories.tsx).
import { runStories, type StoriesModule } from './runStories';

runStories(import.meta.glob<StoriesModule>('../../src/features/{dashboard,disputes,scam-centre,scam-detection}/**/*.stories.tsx', { eager: true }));
