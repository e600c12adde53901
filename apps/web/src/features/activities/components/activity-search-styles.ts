// Mantine styles of the components the activities search form draws beyond the shell's (app/styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
