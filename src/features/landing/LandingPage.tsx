/**
 * The public landing page at / and /landing (docs/routes.md#landing-page). It has no app layout: its
 * own header and footer, its sections, the "Report a Scam" case file and the floating support chat.
 */
import { Box } from '@chakra-ui/react';
import { SupportChat } from './chat/SupportChat';
import { AboutSection } from './sections/AboutSection';
import { ClosingSection } from './sections/ClosingSection';
import { HeroSection } from './sections/HeroSection';
import { LandingFooter } from './sections/LandingFooter';
import { LandingHeader } from './sections/LandingHeader';
import { NewsSection } from './sections/NewsSection';
import { PlatformsSection } from './sections/PlatformsSection';
import { ReportSection } from './sections/ReportSection';
import { ServicesSection } from './sections/ServicesSection';
import { StepsSection } from './sections/StepsSection';

export default function LandingPage() {
  return (
    <Box minH="100vh" bg="bg">
      <title>Dispute Centre · Recover lost crypto</title>
      <LandingHeader />
      <Box as="main">
        <HeroSection />
        <StepsSection />
        <ServicesSection />
        <PlatformsSection />
        <AboutSection />
        <NewsSection />
        <ReportSection />
        <ClosingSection />
      </Box>
      <LandingFooter />
      <SupportChat />
    </Box>
  );
}
