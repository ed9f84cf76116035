/** The rule for mathematics written as TeX lives in contract/ so the web app renders exactly what extraction skips. */
export { mathSpans, withoutMath } from "../../../contract/math-spans.ts";
