/** What a dispute can be about (the dispute types, in words); the header's "Services" link lands here. */
import { Card, SimpleGrid } from '@chakra-ui/react';
import { SECTION_IDS, SERVICES } from '../content';
import { LandingSection } from './LandingSection';

export function ServicesSection() {
  return (
    <LandingSection
      id={SECTION_IDS.services}
      title="Services"
      intro="Whatever went wrong with your crypto, we open a dispute and follow it through."
      shaded
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SERVICES.map((service) => (
          <Card.Root key={service.title} variant="elevated" size="sm">
            <Card.Body gap="2">
              <Card.Title as="h3">{service.title}</Card.Title>
              <Card.Description>{service.text}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
