// All of Mantine's CSS, for the lazy screens and dialogs (loaded after the first screen, see
// app/first-styles.ts). It repeats the first screens' rules, identically and in the same layer:
// one file that cannot miss a component, whichever a screen starts using.
import '@mantine/core/styles.layer.css';
