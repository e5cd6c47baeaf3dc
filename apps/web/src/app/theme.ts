import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep navy that reads as "finance", with an amber accent for calls to action.
const navy: MantineColorsTuple = [
  '#eef3fc',
  '#dbe4f5',
  '#b3c6ea',
  '#88a6de',
  '#658bd4',
  '#4e7ace',
  '#4171cc',
  '#3260b4',
  '#2a55a2',
  '#1c3d7a',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 5 },
  colors: { navy },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
