// Stories of the shell, sign-in screens, shared components and the landing page: rendered, played and axe-checked (see runStories.tsx).
import { runStories, type StoriesModule } from './runStories';

runStories(import.meta.glob<StoriesModule>('../../src/{app,components,features/auth,features/landing}/**/*.stories.tsx', { eager: true }));
