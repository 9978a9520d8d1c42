import { RadioCard, SimpleGrid } from '@chakra-ui/react';
import { radioCardSlotRecipe } from '@chakra-ui/react/theme';
import type { JotContentType } from '../../__generated__/JotFormPageQuery.graphql.ts';

/** The content types in the form's order. */
export const CONTENT_TYPES: ReadonlyArray<{ value: JotContentType; label: string; description: string }> = [
  { value: 'STORY', label: 'Story', description: 'Text and images' },
  { value: 'VIDEO', label: 'Video', description: 'A video link' },
  { value: 'PDF', label: 'PDF', description: 'A document link' },
  { value: 'AUDIO', label: 'Audio', description: 'An audio link' },
  { value: 'ARTICLE', label: 'Article', description: 'A web article' },
];

function isContentType(value: string | null): value is JotContentType {
  return CONTENT_TYPES.some((type) => type.value === value);
}

/** The content type as radio cards: one radio group, arrow keys move between the cards. */
export function ContentTypeCards({ value, onChange }: { value: JotContentType; onChange: (value: JotContentType) => void }) {
  return (
    <RadioCard.Root
      recipe={radioCardSlotRecipe}
      value={value}
      onValueChange={(details) => {
        if (isContentType(details.value)) onChange(details.value);
      }}
      colorPalette="brand"
      size="sm"
      name="contentType"
    >
      <RadioCard.Label>Content type</RadioCard.Label>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="2">
        {CONTENT_TYPES.map((type) => (
          <RadioCard.Item
            key={type.value}
            value={type.value}
            // Focus is on the card's hidden radio: the ring goes on the card the arrows moved to.
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{type.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{type.description}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
