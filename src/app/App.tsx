import type { DemoControls } from './demo';

export interface AppProps {
  demo: DemoControls | null;
}

/** Placeholder shell; replaced by the real providers and router. */
export function App(_props: AppProps) {
  return <h1>Dispute Centre</h1>;
}

export default App;
