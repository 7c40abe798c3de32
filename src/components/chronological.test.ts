import { describe, expect, it } from 'vitest';
import { chronological } from './chronological';

const at = (timestamp: string, name: string) => ({ timestamp, name });

describe('chronological', () => {
  it('puts entries oldest first whatever order they came in, and leaves the input alone', () => {
    const entries = [
      at('2024-05-03T00:00:00.000Z', 'c'),
      at('2024-05-01T00:00:00.000Z', 'a'),
      at('2024-05-02T00:00:00.000Z', 'b'),
    ];
    expect(chronological(entries).map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
    expect(entries.map((entry) => entry.name)).toEqual(['c', 'a', 'b']);
  });

  it('keeps entries with the same time in the order they were sent', () => {
    const entries = [
      at('2024-05-02T00:00:00.000Z', 'late'),
      at('2024-05-01T00:00:00.000Z', 'first'),
      at('2024-05-01T00:00:00.000Z', 'second'),
    ];
    expect(chronological(entries).map((entry) => entry.name)).toEqual(['first', 'second', 'late']);
  });

  it('compares instants, not text, and puts a timestamp that does not parse last', () => {
    const entries = [
      at('not a date', 'x'),
      at('2024-05-01T00:00:00.500Z', 'b'),
      at('2024-05-01T00:00:00Z', 'a'),
      at('0001-01-01T00:00:00.000Z', 'old'),
    ];
    expect(chronological(entries).map((entry) => entry.name)).toEqual(['old', 'a', 'b', 'x']);
  });
});
