// KaTeX with its stylesheet, whose fonts the build copies into the app's own assets (no CDN: Mnemo works offline).
// Loaded on demand by render-tex.ts, the first time a text shows mathematics: most documents have none.
import "katex/dist/katex.min.css";

export { default } from "katex";
