import { describe, expect, it } from 'vitest';
import { jotpodSystem } from './system.ts';

/** Chakra components that have no recipe of their own (layout and primitives). */
const RECIPE_FREE = new Set([
  'AbsoluteCenter', 'AspectRatio', 'Bleed', 'Box', 'Center', 'ChakraProvider', 'Circle', 'ClientOnly', 'Flex',
  'Float', 'For', 'Grid', 'GridItem', 'Group', 'HStack', 'Image', 'LinkBox', 'LinkOverlay', 'Portal', 'Show',
  'SimpleGrid', 'Spacer', 'Span', 'Square', 'Stack', 'Text', 'VStack', 'VisuallyHidden', 'Wrap', 'WrapItem',
  // Places toasts; each toast (Toast.Root) has the toast recipe.
  'Toaster',
  // Not components: functions and helpers.
  'ButtonPropsProvider', 'chakra', 'createListCollection', 'createSystem', 'createToaster', 'defaultBaseConfig', 'defineConfig', 'useChakraContext', 'useMenuContext', 'useSlotRecipe',
]);

/** The recipe (or slot recipe) each styled Chakra component reads. */
const COMPONENT_RECIPE: Record<string, string> = {
  Alert: 'alert',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  RadioCard: 'radioCard',
  Separator: 'separator',
  Switch: 'switch',
  Avatar: 'avatar',
  Badge: 'badge',
  Dialog: 'dialog',
  Field: 'field',
  List: 'list',
  Textarea: 'textarea',
  Tooltip: 'tooltip',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  Card: 'card',
  Combobox: 'combobox',
  CloseButton: 'button',
  Drawer: 'drawer',
  Heading: 'heading',
  IconButton: 'button',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  SegmentGroup: 'segmentGroup',
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  SkeletonText: 'skeleton',
  Spinner: 'spinner',
  Tabs: 'tabs',
  Toast: 'toast',
};

/**
 * The recipes theme/system.ts leaves out (components no page shows before an interaction): each
 * use of such a component passes its recipe, `<Dialog.Root recipe={dialogSlotRecipe}>`, so the
 * recipe loads with the code that shows it.
 */
const RECIPE_PASSED_WHERE_USED: Record<string, string> = {
  combobox: 'comboboxSlotRecipe',
  dialog: 'dialogSlotRecipe',
  drawer: 'drawerSlotRecipe',
  field: 'fieldSlotRecipe',
  menu: 'menuSlotRecipe',
  nativeSelect: 'nativeSelectSlotRecipe',
  popover: 'popoverSlotRecipe',
  radioCard: 'radioCardSlotRecipe',
  segmentGroup: 'segmentGroupSlotRecipe',
  switch: 'switchSlotRecipe',
  toast: 'toastSlotRecipe',
  tooltip: 'tooltipSlotRecipe',
};

/** Whether every `<Name.Root` of the file gets `recipe={exported}`, imported from Chakra's theme. */
function passesRecipe(source: string, name: string, exported: string): boolean {
  const imported = new RegExp(`import\\s+\\{[^}]*\\b${exported}\\b[^}]*\\}\\s+from\\s+'@chakra-ui/react/theme'`).test(source);
  const roots = source.match(new RegExp(`<${name}\\.Root\\b`, 'g'))?.length ?? 0;
  const passed = source.match(new RegExp(`<${name}\\.Root\\s+recipe=\\{${exported}\\}`, 'g'))?.length ?? 0;
  return imported && roots > 0 && passed === roots;
}

const sources = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*', '!../__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Value (non-type) names imported from '@chakra-ui/react' by one source file. */
function chakraImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
    if (match[1]) continue;
    for (const raw of (match[2] ?? '').split(',')) {
      const name = raw.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe('Chakra system', () => {
  const system = jotpodSystem();
  it('registers a recipe for every Chakra component the app imports', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [file, source] of Object.entries(sources)) {
      for (const name of chakraImports(source)) {
        checked += 1;
        if (RECIPE_FREE.has(name)) continue;
        const recipe = COMPONENT_RECIPE[name];
        if (!recipe) problems.push(`${file}: ${name} is not known — add it to system.test.ts (and its recipe to system.ts)`);
        else if (RECIPE_PASSED_WHERE_USED[recipe]) {
          if (system.isSlotRecipe(recipe)) problems.push(`${recipe} is passed where it is used: leave it out of theme/system.ts`);
          if (!passesRecipe(source, name, RECIPE_PASSED_WHERE_USED[recipe])) {
            problems.push(`${file}: every <${name}.Root> needs recipe={${RECIPE_PASSED_WHERE_USED[recipe]}} (from '@chakra-ui/react/theme')`);
          }
        } else if (!system.isRecipe(recipe) && !system.isSlotRecipe(recipe)) {
          problems.push(`${file}: ${name} needs the "${recipe}" recipe in theme/system.ts`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50); // the scan really read the app's files
  });

  it('keeps the palettes the app and the status colours use, and not the others', () => {
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'brand']) {
      expect(system.token(`colors.${palette}.500`, 'missing'), palette).not.toBe('missing');
    }
    for (const palette of ['teal', 'cyan', 'purple', 'pink']) {
      expect(system.token(`colors.${palette}.500`, 'missing'), palette).toBe('missing');
      expect(system.token(`colors.${palette}.solid`, 'missing'), palette).toBe('missing');
    }
    // The status tokens alerts and toasts read.
    expect(system.token('colors.bg.success', 'missing')).not.toBe('missing');
    expect(system.token('colors.fg.warning', 'missing')).not.toBe('missing');
  });

  it('has the brand palette with a solid colour and its contrast colour', () => {
    expect(system.token('colors.brand.700')).toBe('#4338ca');
    expect(system.isSlotRecipe('tabs')).toBe(true);
  });
});
