// Mantine CSS for the price alert parts (the shell loads only its own; DESIGN 2).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
