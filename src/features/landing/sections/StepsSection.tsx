/** The four-step process, in order (the header's "How It Works" link lands here). */
import { Card, Circle, List } from '@chakra-ui/react';
import { SECTION_IDS, STEPS } from '../content';
import { LandingSection } from './LandingSection';

export function StepsSection() {
  return (
    <LandingSection id={SECTION_IDS.howItWorks} title="How It Works" intro="Four steps from your report to your funds.">
      <List.Root
        as="ol"
        aria-label="The four steps"
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
        gap="4"
      >
        {STEPS.map((step, index) => (
          <List.Item key={step.title} display="flex">
            <Card.Root variant="outline" size="sm" flex="1">
              <Card.Body gap="3">
                <Circle size="10" bg="primary.solid" color="primary.contrast" fontWeight="bold" aria-hidden="true">
                  {index + 1}
                </Circle>
                <Card.Title as="h3">{step.title}</Card.Title>
                <Card.Description>{step.text}</Card.Description>
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
      </List.Root>
    </LandingSection>
  );
}
