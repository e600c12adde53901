// The Mantine styles the pay pages use beyond the app's base set.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Checkbox.css';
