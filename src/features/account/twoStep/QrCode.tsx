import { Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { QR_LABEL } from './texts';

/**
 * The QR code of an `otpauth://` address. uqr is imported here, when the code is first shown, so
 * no other page carries it (docs/performance.md).
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
  if (svg === null) return <Skeleton width="200px" height="200px" aria-label={QR_LABEL} role="img" />;
  // uqr's own SVG of a text the server made; it carries no script.
  return (
    <Box
      role="img"
      aria-label={QR_LABEL}
      width="200px"
      height="200px"
      bg="white"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
