import { ComingSoonPage } from '../../components/ComingSoonPage';

export default function Page() {
  return <ComingSoonPage title="Scam Detection" />;
}
