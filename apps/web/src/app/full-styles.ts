// All of Mantine's styles, in the cascade layer `mantine` like the critical ones, so the app's own
// styles win over them whichever loads first. Loaded with every lazy screen (lazy-screen.tsx).
import '@mantine/core/styles.layer.css';
