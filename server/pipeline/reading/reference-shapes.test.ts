import { describe, expect, it } from "vitest";
import { isReferenceEntry, isReferenceRun } from "./reference-shapes.ts";

describe("bibliography entries", () => {
  it.each([
    "Shraiman, B. I. & Siggia, E. D. Scalar turbulence. Nature 405, 639-646 (2000).",
    "[12] A. Vaswani, N. Shazeer et al., Attention is all you need, in Proc. NeurIPS, 2017, pp. 5998-6008.",
    "Morris JS, Brown PJ, Baggerly K. Analysis of mass spectrometry data. Bioinformatics 2005;21:1764-75.",
    "Serra,M.J., Turner,D.H. and Freier,S.M. (1995) Predicting thermodynamic properties of RNA. Methods Enzymol., 259, 242-261.",
    "5. David S. Fedson. 2018. What treating Ebola means for pandemic influenza. Journal of Public Health Policy 20. . [Crossref]",
  ])("are entries in every common style: %s", (entry) => {
    expect(isReferenceEntry(entry)).toBe(true);
  });

  it("finds a list whose entries run together in one block", () => {
    const run =
      "Belanger, J. H. & Arbas, E. Behavioral strategies underlying pheromone-modulated flights in moths. J. Comp. Physiol. A 183, 345-360 (1998). Li, W., Farrell, J. A. & Carde, R. T. Tracking of fluid-advected odor plumes. Adapt. Behav. 9, 143-170 (2001). Farrell, J. A., Pang, S. & Li, W. Plume mapping via hidden Markov methods. IEEE Trans. Syst. Man Cybern. B 33, 850-863 (2003).";
    expect(isReferenceRun(run)).toBe(true);
  });

  it("does not take prose that cites its sources for a list", () => {
    const prose =
      "Linear models have been used to infer networks from steady-state data (Gardner et al, 2003; di Bernardo et al, 2005), and Bayesian networks from time series (Friedman et al, 2000; Husmeier, 2003). Both need many experiments; we compare them here on simulated and real data, as others did before us (Bansal et al, 2006).";
    expect(isReferenceRun(prose)).toBe(false);
    expect(isReferenceEntry("We measured the expression of 20 genes in 2003 with a microarray.")).toBe(false);
  });
});
