import { Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { QR_LABEL } from './texts';

/**
 * The QR code of an `otpauth://` address. uqr is imported here, when the code is first shown, so
 * no other page carries it (docs/performance.md). The image is one element from the first paint:
 * only its content changes when the code is drawn, so assistive technology keeps its place.
 */
export function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      if (current) setSvg(renderSVG(text, { border: 2 }));
    });
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <Box role="img" aria-label={QR_LABEL} aria-busy={svg === null} width="200px" height="200px" bg="white">
      {svg === null ? (
        <Skeleton width="full" height="full" />
      ) : (
        // uqr's own SVG of a text the server made; it carries no script.
        <Box width="full" height="full" dangerouslySetInnerHTML={{ __html: svg }} />
      )}
    </Box>
  );
}
