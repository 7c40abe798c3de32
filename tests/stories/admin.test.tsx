// Stories of the admin screens: rendered, played and axe-checked (see runStories.tsx).
import { runStories, type StoriesModule } from './runStories';

runStories(import.meta.glob<StoriesModule>('../../src/features/admin/**/*.stories.tsx', { eager: true }));
