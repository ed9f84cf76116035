// Zod compiles object parsers with `new Function` where the page allows it, and probes for that at the first parse;
// the content security policy forbids eval, so the probe was logged as a blocked eval on every page. The forms here
// parse a few fields: without compiling is as fast. Imported first by main.tsx.
import { config } from "zod";

config({ jitless: true });
