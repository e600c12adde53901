// Mantine CSS for the price alert parts (the shell loads only its own; DESIGN 2).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Alert.css';

/** Alert titles and text above 4.5:1 on their light tint (as aftersales' GOOD_NEWS). */
export const GOOD_NEWS_TEXT = { title: { color: '#0b5e45' }, message: { color: '#12372a' } };
export const QUIET_TEXT = { title: { color: '#263238' }, message: { color: '#263238' } };
