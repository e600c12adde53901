import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';

/** Brand blue; shade 7 (#0b5cad) is the primary, 6.6:1 against white. */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d0e2f6',
  '#a4c8ee',
  '#75ace5',
  '#4c93dc',
  '#2f80d3',
  '#1a6ec2',
  '#0b5cad',
  '#084b8e',
  '#063a6e',
];

/** Orange for calls to action; shade 7 (#c2410c) carries white text at 5.2:1. */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#f76707',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  fontFamily: systemFonts,
  headings: {
    fontFamily: systemFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.2' },
      h2: { fontSize: '1.5rem', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '20px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  focusRing: 'auto',
  cursorType: 'pointer',
  black: '#1a1f24',
  components: {
    // A label longer than its box wraps onto a second line instead of being cut off with an
    // ellipsis ('PENDI…', 'Your requests and their progres' at 375 px): the box grows to it.
    Badge: {
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          maxWidth: '100%',
          lineHeight: 1.3,
          paddingBlock: 2,
          overflow: 'visible',
        },
        // Between words only: a one-word status ('Completed') keeps its letters together.
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          overflowWrap: 'normal',
        },
      },
    },
    Button: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height, var(--button-height-sm))' },
        // The inner box keeps a one-line label centred at the button's usual height.
        inner: {
          minHeight: 'calc(var(--button-height, var(--button-height-sm)) - 2px)',
          paddingBlock: 4,
        },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textAlign: 'center',
          lineHeight: 1.3,
          overflowWrap: 'normal',
        },
      },
    },
  },
});

/** Grey text must stay readable: Mantine's default 'dimmed' is below AA on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#525c66',
    '--mantine-color-placeholder': '#6b7580',
    // Field messages are small text: Mantine's red.6 is 3.4:1 on white, red.9 is 5.6:1.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
