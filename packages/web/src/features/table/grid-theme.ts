import { themeQuartz } from 'ag-grid-community';

/**
 * The grid's theme, built from the app's CSS variables (theme/tokens.css): the variables switch with the
 * system's light or dark setting, so the grid follows without a second theme.
 */
export const tableTheme = themeQuartz.withParams({
  browserColorScheme: 'inherit',
  fontFamily: 'var(--font-ui)',
  fontSize: 13,
  dataFontSize: 13,
  headerFontSize: 13,
  headerFontWeight: 600,
  rowHeight: 32,
  headerHeight: 34,
  spacing: 6,
  cellHorizontalPadding: 10,
  backgroundColor: 'var(--color-bg)',
  foregroundColor: 'var(--color-text)',
  textColor: 'var(--color-text)',
  subtleTextColor: 'var(--color-text-muted)',
  accentColor: 'var(--color-accent)',
  borderColor: 'var(--color-border)',
  chromeBackgroundColor: 'var(--color-bg-chrome)',
  headerBackgroundColor: 'var(--color-bg-chrome)',
  headerTextColor: 'var(--color-text)',
  oddRowBackgroundColor: 'var(--color-bg)',
  rowHoverColor: 'var(--color-bg-hover)',
  selectedRowBackgroundColor: 'var(--color-accent-soft)',
  menuBackgroundColor: 'var(--color-bg-raised)',
  borderRadius: 4,
  wrapperBorder: false,
  wrapperBorderRadius: 0,
  columnBorder: { color: 'var(--color-border)' },
  headerColumnBorder: { color: 'var(--color-border)' },
  headerColumnResizeHandleColor: 'var(--color-border-strong)',
  focusShadow: { spread: 2, color: 'var(--color-focus)' },
  inputFocusBorder: { color: 'var(--color-focus)' },
  popupShadow: 'var(--shadow-popup)',
});
