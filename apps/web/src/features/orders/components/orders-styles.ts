// The Mantine styles the order pages use beyond the app's base set.
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
